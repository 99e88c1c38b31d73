// The data grid's GridFilterInputMultipleSingleSelect, loaded on first render. It is a filter value input, rendered only by the filter panel and header filters: ServerDataGrid turns the filter panel off.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { onDemand } from '../onDemand';

export const GridFilterInputMultipleSingleSelect = onDemand(() =>
  import('@x-data-grid-files/components/panel/filterPanel/GridFilterInputMultipleSingleSelect.mjs').then((m) => ({
    default: m.GridFilterInputMultipleSingleSelect,
  })),
);
