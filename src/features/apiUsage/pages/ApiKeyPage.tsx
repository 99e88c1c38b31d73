// /api-key: the organisation's API keys with their masked prefix, state (expired keys marked), creation, last use
// and expiration. Server paging, sorting, search and state filter in the URL; create (the key shown once), request
// snippets for a key (curl, Python, JavaScript; loaded on first use) and revoke (confirmed).
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddButton from '@/components/AddButton';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDate, formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import { apiUsageApi, useQueryApiKeysQuery, useRevokeApiKeyMutation, type ApiKey } from '../api';
import CreateApiKeyDialog from '../components/CreateApiKeyDialog';
import { effectiveStatus, maskedKey, type KeyState } from '../keys';

const KeySnippetsDialog = lazy(
  () => import(/* webpackChunkName: "apiKey-snippets" */ '../components/KeySnippetsDialog'),
);

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

function stateLabel(t: TFunction, state: KeyState): string {
  if (state === 'active') return t('apiUsage:keys.active');
  if (state === 'expired') return t('apiUsage:keys.expired');
  return t('apiUsage:keys.revoked');
}

export default function ApiKeyPage() {
  // The forms' rule messages load with the page, so opening a dialog never suspends the screen.
  const { t, i18n } = useTranslation(['apiUsage', 'common', 'validation']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryApiKeysQuery(grid.request);
  const fetchAllRows = useFetchAllRows(apiUsageApi.endpoints.queryApiKeys, grid.request);
  const [revoke, revocation] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [revokeTarget, setRevokeTarget] = useState<ApiKey | null>(null);
  const [snippetsOf, setSnippetsOf] = useState<ApiKey | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const page = data?.data;

  const columns = useMemo<GridColDef<ApiKey>[]>(
    () => [
      { field: 'name', headerName: t('apiUsage:keys.fields.name'), flex: 1, minWidth: 160 },
      {
        field: 'keyPrefix',
        headerName: t('apiUsage:keys.fields.key'),
        width: 200,
        sortable: false,
        valueFormatter: (value: string | undefined) => maskedKey(value),
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="masked-key">
            {maskedKey(row.keyPrefix)}
          </Box>
        ),
      },
      {
        field: 'id',
        headerName: t('apiUsage:keys.fields.id'),
        width: 140,
        renderCell: ({ row }) => (
          <IdCell noWrap text={row.id} copyLabel={t('apiUsage:keys.copyIdOf', { name: row.name })} />
        ),
      },
      {
        field: 'status',
        headerName: t('apiUsage:keys.fields.status'),
        width: 110,
        valueGetter: (_v, row) => effectiveStatus(row),
        valueFormatter: (value: KeyState) => stateLabel(t, value),
        renderCell: ({ row }) => {
          const state = effectiveStatus(row);
          return (
            <StatusChip
              status={state}
              // Expired in the error colour: MUI's warning chip fails WCAG contrast with white text.
              tone={state === 'active' ? 'success' : state === 'expired' ? 'error' : 'default'}
              label={stateLabel(t, state)}
            />
          );
        },
      },
      dateTimeColumn('createdAt', t('apiUsage:keys.fields.createdAt'), i18n.language),
      {
        field: 'lastUsedAt',
        headerName: t('apiUsage:keys.fields.lastUsedAt'),
        width: 170,
        valueFormatter: (value: string | null | undefined) =>
          value ? formatDateTime(value, i18n.language) : t('apiUsage:keys.neverUsed'),
      },
      {
        field: 'expiresAt',
        headerName: t('apiUsage:keys.fields.expiresAt'),
        width: 150,
        valueFormatter: (value: string | null | undefined) =>
          value ? formatDate(value, i18n.language) : t('apiUsage:keys.never'),
        renderCell: ({ row, formattedValue }) => (
          <Box component="span" sx={{ color: effectiveStatus(row) === 'expired' ? 'error.main' : undefined }}>
            {String(formattedValue ?? '')}
          </Box>
        ),
      },
      {
        ...actionsColumn(t('apiUsage:keys.fields.actions'), 110),
        renderCell: ({ row }) =>
          row.status === 'revoked' ? null : (
            <>
              {effectiveStatus(row) === 'active' ? (
                <Tooltip title={t('apiUsage:snippets.snippetsOf', { name: row.name })}>
                  <IconButton
                    size="small"
                    aria-label={t('apiUsage:snippets.snippetsOf', { name: row.name })}
                    onClick={() => setSnippetsOf(row)}
                    data-testid="key-snippets-open"
                  >
                    <CodeOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title={t('apiUsage:keys.revoke')}>
                <IconButton
                  size="small"
                  aria-label={t('apiUsage:keys.revokeOf', { name: row.name })}
                  onClick={() => setRevokeTarget(row)}
                >
                  <BlockOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          ),
      },
    ],
    [t, i18n.language],
  );

  const confirmRevoke = async () => {
    if (!revokeTarget) return;
    setRevokeError(null);
    try {
      await revoke({ id: revokeTarget.id }).unwrap();
      notify.success(t('apiUsage:keys.revokedDone', { name: revokeTarget.name }));
      setRevokeTarget(null);
    } catch (e) {
      setRevokeError(apiErrorText(e, t('apiUsage:keys.revokeFailed')));
    }
  };

  return (
    <PageFrame
      routeKey="apiKey"
      subtitle={t('apiUsage:keys.subtitle')}
      actions={
        <AddButton onClick={() => setCreating(true)} testId="create-api-key">
          {t('apiUsage:keys.create')}
        </AddButton>
      }
    >
      <ServerDataGrid<ApiKey>
        testId="api-key-grid"
        label={t('apiUsage:keys.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('apiUsage:keys.search')}
        exportFileName="api-keys"
        fetchAllRows={fetchAllRows}
        filterSelects={[
          {
            key: 'status',
            allLabel: t('apiUsage:keys.allStates'),
            options: (['active', 'expired', 'revoked'] as const).map((s) => ({ value: s, label: stateLabel(t, s) })),
          },
        ]}
      />
      {creating ? <CreateApiKeyDialog onClose={() => setCreating(false)} /> : null}
      {snippetsOf ? (
        <Suspense fallback={null}>
          <KeySnippetsDialog apiKey={snippetsOf} onClose={() => setSnippetsOf(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={revokeTarget !== null}
        destructive
        pending={revocation.isLoading}
        error={revokeError}
        title={t('apiUsage:keys.revokeTitle')}
        message={t('apiUsage:keys.revokeMessage', {
          name: revokeTarget?.name ?? '',
          key: maskedKey(revokeTarget?.keyPrefix),
        })}
        confirmLabel={t('apiUsage:keys.revoke')}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => {
          setRevokeTarget(null);
          setRevokeError(null);
        }}
      />
    </PageFrame>
  );
}
