// The data grid's Tab slot, loaded on first render: the grid uses it only for Pro and Premium panels.
import { onDemand } from './onDemand';

export default onDemand(() => import('@mui/material/Tab'));
