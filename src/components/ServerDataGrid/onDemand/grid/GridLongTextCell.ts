// The data grid's GridLongTextCell, loaded on first render. It is the long-text cell, rendered only by `longText` columns: the console defines none.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { createElement } from 'react';
import { onDemand } from '../onDemand';

export const GridLongTextCell = onDemand(() =>
  import('@x-data-grid-files/components/cell/GridLongTextCell.mjs').then((m) => ({ default: m.GridLongTextCell })),
);
export const renderLongTextCell = (params: object) => createElement(GridLongTextCell, { ...params });
