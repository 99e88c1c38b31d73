// The versions of a deployed service (queryAssemblyVersions, newest first), and switching to another
// (switchAssemblyVersion), confirmed by name.
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime } from '@/components/format';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import {
  deployApi,
  useQueryAssemblyVersionsQuery,
  useSwitchAssemblyVersionMutation,
  type AssemblyService,
  type AssemblyVersion,
} from '../api';

/** The grid's row key (one function for every render). */
const VERSION_ID = (v: AssemblyVersion) => v.version;

export default function VersionsTab({ service }: { service: AssemblyService }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const grid = useGridUrlState();
  const request = useMemo(
    () => ({ ...grid.request, id: service.id, assemAddr: service.assemAddr }),
    [grid.request, service.id, service.assemAddr],
  );
  const { data, isFetching, error, refetch } = useQueryAssemblyVersionsQuery(request);
  const fetchAllRows = useFetchAllRows(deployApi.endpoints.queryAssemblyVersions, request);
  const [switchVersion, switching] = useSwitchAssemblyVersionMutation();
  const [target, setTarget] = useState<AssemblyVersion | null>(null);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const page = data?.data;
  const lang = i18n.language;
  const busy = service.status === 'scaling' || service.status === 'restarting';

  const columns = useMemo<GridColDef<AssemblyVersion>[]>(
    () => [
      { field: 'version', headerName: t('deploy:ops.versions.version'), width: 100, sortable: false },
      { field: 'image', headerName: t('deploy:ops.versions.image'), flex: 1, minWidth: 200, sortable: false },
      {
        field: 'current',
        headerName: t('deploy:ops.versions.current'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          row.current ? <StatusChip label={t('deploy:ops.versions.running')} tone="success" status="current" /> : null,
        valueFormatter: (value: boolean) => (value ? t('deploy:ops.versions.running') : ''),
      },
      { field: 'createdBy', headerName: t('deploy:ops.versions.createdBy'), width: 110, sortable: false },
      {
        field: 'createdAt',
        headerName: t('deploy:ops.versions.createdAt'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string | undefined) => formatDateTime(value, lang),
      },
      {
        field: 'note',
        headerName: t('deploy:ops.versions.note'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
      },
      {
        ...actionsColumn(t('deploy:ops.versions.actions'), 130),
        renderCell: ({ row }) =>
          row.current ? null : (
            <Button
              size="small"
              startIcon={<SwapHorizOutlined />}
              disabled={busy}
              aria-label={t('deploy:ops.versions.switchTo', { version: row.version })}
              onClick={() => setTarget(row)}
            >
              {t('deploy:ops.versions.switch')}
            </Button>
          ),
      },
    ],
    [t, lang, busy],
  );

  const confirm = async () => {
    if (!target) return;
    setSwitchError(null);
    try {
      await switchVersion({ id: service.id, assemAddr: service.assemAddr, version: target.version }).unwrap();
      notify.success(t('deploy:ops.versions.switched', { name: service.name, version: target.version }));
      setTarget(null);
    } catch (e) {
      setSwitchError(apiErrorText(e, t('deploy:ops.versions.switchFailed')));
    }
  };

  return (
    <>
      <ServerDataGrid<AssemblyVersion>
        testId="assembly-versions-grid"
        label={t('deploy:ops.versions.gridLabel', { name: service.name })}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        getRowId={VERSION_ID}
        state={grid}
        exportFileName={`${service.name}-versions`}
        fetchAllRows={fetchAllRows}
      />
      <ConfirmDialog
        open={target !== null}
        pending={switching.isLoading}
        error={switchError}
        title={t('deploy:ops.versions.confirmTitle', { version: target?.version ?? '' })}
        message={t('deploy:ops.versions.confirmMessage', {
          name: service.name,
          from: service.version ?? '—',
          to: target?.version ?? '',
        })}
        confirmLabel={t('deploy:ops.versions.switch')}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setTarget(null);
          setSwitchError(null);
        }}
      />
    </>
  );
}
