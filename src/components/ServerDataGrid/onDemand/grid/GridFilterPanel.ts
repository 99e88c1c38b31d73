// The data grid's filter panel, loaded on first render. The grid renders it only when its filter panel opens, and
// ServerDataGrid turns the filter panel off. webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in
// place of the grid's file; `getGridFilter` stays the grid's own function.
import { onDemand } from '../onDemand';

export const GridFilterPanel = onDemand(() =>
  import('@x-data-grid-files/components/panel/filterPanel/GridFilterPanel.mjs').then((m) => ({
    default: m.GridFilterPanel,
  })),
);
export { getGridFilter } from '@x-data-grid-files/components/panel/filterPanel/GridFilterPanelBase.mjs';
