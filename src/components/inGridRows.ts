// True inside the rows of the server grid. Components drawn once per row (a page draws dozens) take their lightest
// form there: the copy button shows the browser's own tooltip instead of a MUI Tooltip per row, which made a page
// change repaint ~30 ms later.
import { createContext } from 'react';

export const InGridRows = createContext(false);
