// The grid's view panel (loaded the first time it opens): show, hide and move columns, row density, page size, and
// "Reset view". Every change applies at once, to the grid, its URL and the user's stored view.
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/components/format';
import { DENSITIES, type GridDensity, type ViewColumn } from './gridView';
import type { GridView } from './useGridView';

export interface ViewPanelProps {
  anchorEl: HTMLElement | null;
  onClose(): void;
  view: GridView<GridValidRowModel>;
  /** The grid's name, in the panel's title. */
  label: string;
  testId?: string;
}

export default function ViewPanel({ anchorEl, onClose, view, label, testId }: ViewPanelProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const labels = new Map(view.fields.map((f) => [f.field, f]));
  const cols = view.viewColumns;
  const shownCount = cols.filter((c) => !c.hidden).length;

  const list = useRef<HTMLUListElement>(null);
  // A moved column's button keeps the focus (or its other button, once the column reached an end of the list).
  const [moved, setMoved] = useState<{ field: string; dir: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved || !list.current) return;
    const button = (dir: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${moved.field}:${dir}`)}"]`);
    const same = button(moved.dir);
    (same && !same.disabled ? same : button(moved.dir === 'up' ? 'down' : 'up'))?.focus();
  }, [moved, cols]);

  const setCols = (next: ViewColumn[]) => view.apply({ cols: next });
  const toggle = (field: string) => setCols(cols.map((c) => (c.field === field ? { ...c, hidden: !c.hidden } : c)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...cols];
    const [column] = next.splice(index, 1);
    next.splice(index + by, 0, column);
    setCols(next);
    setMoved({ field: column.field, dir: by < 0 ? 'up' : 'down' });
  };

  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          'data-testid': testId ? `${testId}-view-panel` : undefined,
          sx: { p: 2, width: 360, maxWidth: 'calc(100vw - 32px)' },
        } as object,
      }}
    >
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('common:grid.view.title', { grid: label })}
      </Typography>

      <FormControl component="fieldset" sx={{ mt: 1.5, display: 'block' }}>
        <FormLabel component="legend">{t('common:grid.view.density')}</FormLabel>
        <RadioGroup row value={view.density} onChange={(e) => view.apply({ density: e.target.value as GridDensity })}>
          {DENSITIES.map((d) => (
            <FormControlLabel key={d} value={d} control={<Radio size="small" />} label={t(`common:grid.view.${d}`)} />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl component="fieldset" sx={{ mt: 1, display: 'block' }}>
        <FormLabel component="legend">{t('common:grid.view.pageSize')}</FormLabel>
        <RadioGroup
          row
          value={String(view.pageSize)}
          onChange={(e) => view.apply({ pageSize: Number(e.target.value) })}
        >
          {view.pageSizeOptions.map((n) => (
            <FormControlLabel
              key={n}
              value={String(n)}
              control={<Radio size="small" />}
              label={formatNumber(n, i18n.language)}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl component="fieldset" sx={{ mt: 1, display: 'block', width: '100%' }}>
        <FormLabel component="legend">{t('common:grid.view.columns')}</FormLabel>
        <Box component="ul" ref={list} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}>
          {cols.map((c, i) => {
            const f = labels.get(c.field);
            const name = f?.label ?? c.field;
            return (
              <Stack
                component="li"
                key={c.field}
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                data-testid={testId ? `${testId}-view-col-${c.field}` : undefined}
              >
                <FormControlLabel
                  sx={{ flex: 1, minWidth: 0, mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={!c.hidden}
                      // The row actions stay, and the last column shown cannot be hidden.
                      disabled={!f?.hideable || (!c.hidden && shownCount === 1)}
                      onChange={() => toggle(c.field)}
                    />
                  }
                  label={name}
                />
                <IconButton
                  size="small"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  data-move={`${c.field}:up`}
                  aria-label={t('common:grid.view.moveUp', { column: name })}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={i === cols.length - 1}
                  onClick={() => move(i, 1)}
                  data-move={`${c.field}:down`}
                  aria-label={t('common:grid.view.moveDown', { column: name })}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </Stack>
            );
          })}
        </Box>
      </FormControl>

      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={view.reset} disabled={!view.changed}>
          {t('common:grid.view.reset')}
        </Button>
        <Button size="small" variant="contained" onClick={onClose}>
          {t('common:grid.view.close')}
        </Button>
      </Stack>
    </Popover>
  );
}
