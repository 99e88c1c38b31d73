// True inside the rows of the server grid. Components drawn once per row (a page draws dozens) take their lightest
// form there: the copy button shows the browser's own tooltip instead of a MUI Tooltip per row, which made a page
// change repaint ~30 ms later.
import { createContext, type MouseEvent } from 'react';

export const InGridRows = createContext(false);

/**
 * The props of a button drawn in a grid's row. A press answers with what the button does (its menu or dialog), not
 * with the grid's and MUI's own work first: no touch ripple (mounted on each button's first press), and the grid's
 * cell focus does not move to the button's cell (a grid state change that re-evaluates every row's cells); the
 * button itself takes the focus, and keyboard focus still shows the focus ripple.
 */
export const rowButtonProps = {
  disableTouchRipple: true,
  onMouseDown: (event: MouseEvent) => event.stopPropagation(),
} as const;
