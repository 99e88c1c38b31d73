// The data grid's GridEditInputCell, loaded on first render. It is an edit cell, rendered only while a cell or row is edited: the console's grids edit nothing in place.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { createElement } from 'react';
import { onDemand } from '../onDemand';

export const GridEditInputCell = onDemand(() =>
  import('@x-data-grid-files/components/cell/GridEditInputCell.mjs').then((m) => ({ default: m.GridEditInputCell })),
);
export const renderEditInputCell = (params: object) => createElement(GridEditInputCell, { ...params });
