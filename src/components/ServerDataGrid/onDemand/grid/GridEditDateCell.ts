// The data grid's GridEditDateCell, loaded on first render. It is an edit cell, rendered only while a cell or row is edited: the console's grids edit nothing in place.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { createElement } from 'react';
import { onDemand } from '../onDemand';

export const GridEditDateCell = onDemand(() =>
  import('@x-data-grid-files/components/cell/GridEditDateCell.mjs').then((m) => ({ default: m.GridEditDateCell })),
);
export const renderEditDateCell = (params: object) => createElement(GridEditDateCell, { ...params });
