// The data grid's GridEditLongTextCell, loaded on first render. It is an edit cell, rendered only while a cell or row is edited: the console's grids edit nothing in place.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { createElement } from 'react';
import { onDemand } from '../onDemand';

export const GridEditLongTextCell = onDemand(() =>
  import('@x-data-grid-files/components/cell/GridEditLongTextCell.mjs').then((m) => ({
    default: m.GridEditLongTextCell,
  })),
);
export const renderEditLongTextCell = (params: object) => createElement(GridEditLongTextCell, { ...params });
