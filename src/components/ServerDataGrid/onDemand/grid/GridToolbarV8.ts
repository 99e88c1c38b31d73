// The data grid's own toolbar (GridToolbar, GridToolbarDivider, GridToolbarLabel), loaded on first render. The grid
// renders it only with its `showToolbar` prop, which the console's grids never set (ServerDataGrid draws its own
// toolbar above the grid). webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's file.
import { onDemand } from '../onDemand';

const load = () => import('@x-data-grid-files/components/toolbarV8/GridToolbar.mjs');

export const GridToolbar = onDemand(() => load().then((m) => ({ default: m.GridToolbar })));
export const GridToolbarDivider = onDemand(() => load().then((m) => ({ default: m.GridToolbarDivider })));
export const GridToolbarLabel = onDemand(() => load().then((m) => ({ default: m.GridToolbarLabel })));
