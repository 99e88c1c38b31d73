// The data grid's Autocomplete slot, loaded on first render: the grid uses it only for the filter panel's multi-value inputs (ServerDataGrid turns the filter panel off).
import { onDemand } from './onDemand';

export default onDemand(() => import('@mui/material/Autocomplete'));
