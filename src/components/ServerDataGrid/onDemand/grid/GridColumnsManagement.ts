// The data grid's GridColumnsManagement, loaded on first render. It is the columns panel's body, rendered only when the columns panel opens.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { onDemand } from '../onDemand';

export const GridColumnsManagement = onDemand(() =>
  import('@x-data-grid-files/components/columnsManagement/GridColumnsManagement.mjs').then((m) => ({
    default: m.GridColumnsManagement,
  })),
);
