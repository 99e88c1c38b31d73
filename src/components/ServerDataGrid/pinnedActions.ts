// The row actions column kept in view at the right edge of a wide grid (the MIT grid has no column pinning):
// a screen wraps its ServerDataGrid (with `allColumns`, so the column is always rendered) in a Box with these styles.
import type { SxProps, Theme } from '@mui/material/styles';

export const PINNED_ACTIONS_FIELD = 'actions';

export const pinnedActionsSx: SxProps<Theme> = (theme) => ({
  [`& .MuiDataGrid-columnHeader[data-field="${PINNED_ACTIONS_FIELD}"], & .MuiDataGrid-cell[data-field="${PINNED_ACTIONS_FIELD}"]`]:
    {
      position: 'sticky',
      right: 0,
      zIndex: 2,
      backgroundColor: theme.palette.background.paper,
      boxShadow: `-1px 0 0 ${theme.palette.divider}`,
    },
  [`& .MuiDataGrid-row:hover .MuiDataGrid-cell[data-field="${PINNED_ACTIONS_FIELD}"]`]: {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
});
