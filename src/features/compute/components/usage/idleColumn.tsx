// The GPU grid's idle column: the idle marker of a GPU as the button to its one-step actions (release or archive
// the instance behind it, or release its dedicated request early) and its history; and the list call's idle
// filter from the grid's URL model (`idle=1` → `idle: true`).
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import IconButton from '@mui/material/IconButton';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ListRequest } from '@/components/ServerDataGrid';
import type { Gpu } from '../../api';
import IdleActions, { type IdleAction } from './IdleActions';
import type { IdleGpuAction } from './IdleGpuDialog';

/** The grid's request with `idle` as the boolean the list call declares (absent unless "idle only" is on). */
export function withIdleFilter<R extends ListRequest>(request: R): R & { idle?: boolean } {
  const { idle, ...rest } = request;
  return (idle === '1' ? { ...rest, idle: true } : rest) as R & { idle?: boolean };
}

export function idleActionsOf(t: TFunction, gpu: Gpu, open: (gpu: Gpu, action: IdleGpuAction) => void): IdleAction[] {
  const actions: IdleAction[] = [];
  if (gpu.instanceId) {
    const name = gpu.instanceId;
    actions.push(
      { key: 'release', label: t('usage:idle.releaseInstance', { name }), onSelect: () => open(gpu, 'release') },
      { key: 'archive', label: t('usage:idle.archiveInstance', { name }), onSelect: () => open(gpu, 'archive') },
    );
  } else if (gpu.dedicatedRequestId) {
    actions.push({
      key: 'releaseEarly',
      label: t('usage:idle.releaseEarly'),
      onSelect: () => open(gpu, 'releaseEarly'),
    });
  }
  actions.push({
    key: 'history',
    label: t('usage:idle.history', { name: gpu.id }),
    onSelect: () => open(gpu, 'history'),
  });
  return actions;
}

export function idleColumn(t: TFunction, open: (gpu: Gpu, action: IdleGpuAction) => void): GridColDef<Gpu> {
  return {
    field: 'idle',
    headerName: t('usage:idle.column'),
    width: 96,
    sortable: false,
    valueFormatter: (value: boolean | undefined) => (value ? t('usage:idle.chip') : ''),
    renderCell: ({ row }) =>
      row.idle ? (
        <IdleActions name={row.id} actions={idleActionsOf(t, row, open)} />
      ) : (
        <IconButton
          size="small"
          aria-label={t('usage:idle.history', { name: row.id })}
          onClick={() => open(row, 'history')}
          data-testid="gpu-history"
        >
          <ShowChartOutlined fontSize="small" />
        </IconButton>
      ),
  };
}
