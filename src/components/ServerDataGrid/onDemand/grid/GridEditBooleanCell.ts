// The data grid's GridEditBooleanCell, loaded on first render. It is an edit cell, rendered only while a cell or row is edited: the console's grids edit nothing in place.
// webpack.config.ts (`GRID_COMPONENTS_ON_DEMAND`) puts this module in place of the grid's own file.
import { createElement } from 'react';
import { onDemand } from '../onDemand';

export const GridEditBooleanCell = onDemand(() =>
  import('@x-data-grid-files/components/cell/GridEditBooleanCell.mjs').then((m) => ({
    default: m.GridEditBooleanCell,
  })),
);
export const renderEditBooleanCell = (params: object) => createElement(GridEditBooleanCell, { ...params });
