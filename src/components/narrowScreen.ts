// True on a narrow screen (below the theme's `md` breakpoint: a phone, a narrow window), as the console's layout
// decides it (the side menu becomes a drawer there). Screens read it instead of asking the browser again: grids show
// fewer columns by default.
import { createContext } from 'react';

export const NarrowScreen = createContext(false);
