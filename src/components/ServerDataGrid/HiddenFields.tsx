// The columns a user's view hides, for one row (loaded the first time it opens): each column's name and the cell
// it would show, so a hidden description, tool links or image names stay one click away on every grid.
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { GridApi, GridRenderCellParams, GridRowId } from '@mui/x-data-grid';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CELL_STYLES } from './cells';

export interface HiddenFieldsProps {
  /** The grid's API, taken when the row's button was pressed. */
  api: GridApi;
  rowId: GridRowId;
  fields: readonly string[];
  anchorEl: HTMLElement;
  onClose(): void;
}

function cellOf(api: GridApi, rowId: GridRowId, field: string): { name: string; content: ReactNode } | null {
  try {
    const params = api.getCellParams(rowId, field);
    const col = params.colDef;
    const text = params.formattedValue ?? params.value;
    const content = col.renderCell
      ? // A cell's own renderer gets what the grid would give it (the row is a rendered one).
        col.renderCell(params as GridRenderCellParams)
      : text === undefined || text === null || text === ''
        ? '—'
        : String(text as string);
    return { name: col.headerName ?? field, content };
  } catch {
    return null; // the row left the page meanwhile
  }
}

export default function HiddenFields({ api, rowId, fields, anchorEl, onClose }: HiddenFieldsProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const cells = fields.map((f) => [f, cellOf(api, rowId, f)] as const);
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          'data-testid': 'grid-hidden-fields',
          sx: { p: 2, maxWidth: 480 },
        } as object,
      }}
    >
      <Typography id={`${id}-title`} component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        {t('common:grid.view.hiddenFields')}
      </Typography>
      <Box
        component="dl"
        sx={{
          ...CELL_STYLES,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: '6px 16px',
        }}
      >
        {cells.map(([field, cell]) =>
          cell ? (
            <Fragment key={field}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {cell.name}
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0, '& .sdg-tags': { p: 0 } }}>
                {cell.content}
              </Box>
            </Fragment>
          ) : null,
        )}
      </Box>
    </Popover>
  );
}
