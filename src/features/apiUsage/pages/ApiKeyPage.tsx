// /api-key: the organisation's API keys with their masked prefix, state (expired keys marked), creation, last use
// and expiration. Server paging, sorting, search and state filter in the URL; create (the key shown once), request
// snippets for a key (curl, Python, JavaScript; loaded on first use) and revoke (confirmed).
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { formatDate, formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { statusFilter } from '@/components/ServerDataGrid/statusFilter';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { useConfirmAction } from '@/components/useConfirmAction';
import { notify } from '@/lib/notify';
import { apiUsageApi, useQueryApiKeysQuery, useRevokeApiKeyMutation, type ApiKey } from '../api';
import CreateApiKeyDialog from '../components/CreateApiKeyDialog';
import { effectiveStatus, maskedKey, type KeyState } from '../keys';

const KeySnippetsDialog = lazy(
  () => import(/* webpackChunkName: "apiKey-snippets" */ '../components/KeySnippetsDialog'),
);

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
const KEY_STATES: KeyState[] = ['active', 'expired', 'revoked'];

function stateLabel(t: TFunction, state: KeyState): string {
  if (state === 'active') return t('apiUsage:keys.active');
  if (state === 'expired') return t('apiUsage:keys.expired');
  return t('apiUsage:keys.revoked');
}

export default function ApiKeyPage() {
  // The forms' rule messages load with the page, so opening a dialog never suspends the screen.
  const { t, i18n } = useTranslation(['apiUsage', 'common', 'validation']);
  const list = useListGrid(useQueryApiKeysQuery, apiUsageApi.endpoints.queryApiKeys, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const [revoke] = useRevokeApiKeyMutation();
  const [snippetsOf, setSnippetsOf] = useState<ApiKey | null>(null);
  const revocation = useConfirmAction(async (key: ApiKey) => {
    await revoke({ id: key.id }).unwrap();
    notify.success(t('apiUsage:keys.revokedDone', { name: key.name }));
  }, t('apiUsage:keys.revokeFailed'));
  const askRevoke = revocation.ask;

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
                <RowAction
                  title={t('apiUsage:snippets.snippetsOf', { name: row.name })}
                  label={t('apiUsage:snippets.snippetsOf', { name: row.name })}
                  icon={<CodeOutlined fontSize="small" />}
                  onClick={() => setSnippetsOf(row)}
                  testId="key-snippets-open"
                />
              ) : null}
              <RowAction
                title={t('apiUsage:keys.revoke')}
                label={t('apiUsage:keys.revokeOf', { name: row.name })}
                icon={<BlockOutlined fontSize="small" />}
                onClick={() => askRevoke(row)}
              />
            </>
          ),
      },
    ],
    [t, i18n.language, askRevoke],
  );

  return (
    <ListPage<ApiKey>
      routeKey="apiKey"
      subtitle={t('apiUsage:keys.subtitle')}
      add={{ label: t('apiUsage:keys.create'), testId: 'create-api-key', dialog: CreateApiKeyDialog }}
      testId="api-key-grid"
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('apiUsage:keys.search')}
      exportFileName="api-keys"
      filterSelects={statusFilter(t, t('apiUsage:keys.allStates'), KEY_STATES, stateLabel)}
    >
      {snippetsOf ? (
        <Suspense fallback={null}>
          <KeySnippetsDialog apiKey={snippetsOf} onClose={() => setSnippetsOf(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        {...revocation.dialog}
        destructive
        title={t('apiUsage:keys.revokeTitle')}
        message={(key) => t('apiUsage:keys.revokeMessage', { name: key.name, key: maskedKey(key.keyPrefix) })}
        confirmLabel={t('apiUsage:keys.revoke')}
      />
    </ListPage>
  );
}
