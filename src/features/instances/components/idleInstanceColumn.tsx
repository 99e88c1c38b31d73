// The instance grid's idle column: the idle marker as the button to the one-step actions on an idle instance,
// release or archive, which open the grid's own action dialogs (their rules and refusals).
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { IdleActions } from '@/features/compute/public/idle';
import type { Access } from '@/features/session/public/access';
import type { Instance } from '../api';
import { actionApplies, type InstanceAction } from '../status';

export function idleInstanceColumn<R extends Instance>(
  t: TFunction,
  access: Access,
  onAction: (action: InstanceAction, instance: Instance) => void,
): GridColDef<R> {
  return {
    field: 'idle',
    headerName: t('usage:idle.column'),
    width: 96,
    sortable: false,
    valueFormatter: (value: boolean | undefined) => (value ? t('usage:idle.chip') : ''),
    renderCell: ({ row }) => {
      if (!row.idle) return null;
      const allowed = access.can('release', { owner: row.builder });
      const actions = (['release', 'archive'] as const)
        .filter((a) => actionApplies(a, row))
        .map((a) => ({
          key: a,
          label:
            a === 'release'
              ? t('usage:idle.releaseInstance', { name: row.name })
              : t('usage:idle.archiveInstance', { name: row.name }),
          disabled: !allowed,
          onSelect: () => onAction(a, row),
        }));
      return <IdleActions name={row.name} actions={actions} />;
    },
  };
}
