// The data grid's Badge slot, loaded on first render: the grid uses it only on its own toolbar's filter and column
// buttons, which the console's grids replace with their own toolbar.
import { onDemand } from './onDemand';

export default onDemand(() => import('@mui/material/Badge'));
