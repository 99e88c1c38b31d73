// /dedicated-computing: dedicated GPU requests — the list (current and original expiry, requester, timestamp,
// status) with server paging, sorting and status filter in the URL; request, extend, release early, and for a
// request the current resources cannot meet: modify it (in place) or convert it to a resource ticket.
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import MoreTimeOutlined from '@mui/icons-material/MoreTimeOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDate } from '@/components/format';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { idColumn } from '@/components/ServerDataGrid/idColumn';
import { statusFilter } from '@/components/ServerDataGrid/statusFilter';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  computeApi,
  useConvertDedicatedRequestToTicketMutation,
  useQueryDedicatedRequestsQuery,
  type DedicatedRequest,
  type DedicatedRequestStatus,
} from '../api';
import EarlyReleaseDialog from '../components/EarlyReleaseDialog';
import ExtendDialog from '../components/ExtendDialog';
import RequestDialog, { ticketLink } from '../components/RequestDialog';
import { useTransitionPolling } from '../components/useTransitionPolling';
import { useStableCallback } from '../components/useUrlParam';

const UsageHistoryDrawer = lazy(() => import('../components/usage/UsageHistoryDrawer'));
import { DEDICATED_STATUSES, dedicatedStatusText, dedicatedStatusTone, isDedicatedTransitional } from '../labels';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'requestedAt', order: 'desc' } as const;

type Dialog =
  | { kind: 'request'; modifying?: DedicatedRequest }
  | { kind: 'extend' | 'release' | 'convert' | 'history'; request: DedicatedRequest };

const canExtend = (r: DedicatedRequest) =>
  (r.status === 'active' || r.status === 'allocated') && Boolean(r.currentExpiry);
const canRelease = (r: DedicatedRequest) =>
  (r.status === 'active' || r.status === 'allocated' || r.status === 'releasing') && Boolean(r.currentExpiry);
const canConvert = (r: DedicatedRequest) => r.status === 'pending' || r.status === 'rejected';
const isRequestTransitional = (r: DedicatedRequest) => isDedicatedTransitional(r.status);

type RowActionKind = 'extend' | 'release' | 'modify' | 'convert' | 'history';

/**
 * A request's row actions, in their order: when each shows and its icon. Each opens the dialog of its kind
 * (modify opens the request form on the request) and is tested as `<kind>-action`; only a role that may release
 * the request uses one, except the usage history, open to every role.
 */
const ROW_ACTIONS: {
  kind: RowActionKind;
  shows(r: DedicatedRequest): boolean;
  Icon: typeof EditOutlined;
  everyone?: boolean;
}[] = [
  { kind: 'extend', shows: canExtend, Icon: MoreTimeOutlined },
  { kind: 'release', shows: canRelease, Icon: EventBusyOutlined },
  { kind: 'modify', shows: canConvert, Icon: EditOutlined },
  { kind: 'convert', shows: canConvert, Icon: ConfirmationNumberOutlined },
  { kind: 'history', shows: canRelease, Icon: ShowChartOutlined, everyone: true },
];

/** Each row action's tooltip and accessible name, for the request named `name`. */
const actionTexts = (t: TFunction, name: string): Record<RowActionKind, [title: string, label: string]> => ({
  extend: [t('compute:dedicated.extend'), t('compute:dedicated.extendOf', { name })],
  release: [t('compute:dedicated.release'), t('compute:dedicated.releaseOf', { name })],
  modify: [t('compute:dedicated.modify'), t('compute:dedicated.modifyOf', { name })],
  convert: [t('compute:dedicated.convert'), t('compute:dedicated.convertOf', { name })],
  history: [t('usage:idle.history', { name }), t('usage:idle.history', { name })],
});

export default function DedicatedComputingPage() {
  const { t, i18n } = useTranslation(['compute', 'common', 'usage']);
  const access = useAccess();
  const navigate = useNavigate();
  // A request being allocated moves on by itself (its machines come online): the list follows without a reload.
  const transition = useTransitionPolling<DedicatedRequest>(isRequestTransitional);
  const list = useListGrid(
    useQueryDedicatedRequestsQuery,
    computeApi.endpoints.queryDedicatedRequests,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS },
    { pollingInterval: transition.pollingInterval, skipPollingIfUnfocused: true },
  );
  transition.observe(list.rows);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [convertError, setConvertError] = useState<string | null>(null);
  const [convert, conversion] = useConvertDedicatedRequestToTicketMutation();
  const open = useStableCallback((d: Dialog) => {
    setConvertError(null);
    setDialog(d);
  });

  const columns = useMemo<GridColDef<DedicatedRequest>[]>(() => {
    return [
      {
        field: 'resourceName',
        headerName: t('compute:dedicated.columns.resourceName'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.resourceName}</span>,
      },
      idColumn('id', t('compute:dedicated.columns.id'), 120),
      {
        field: 'status',
        headerName: t('compute:dedicated.columns.status'),
        width: 150,
        valueFormatter: (value: DedicatedRequestStatus) => dedicatedStatusText(t, value),
        renderCell: ({ row }) => (
          <StatusChip
            label={dedicatedStatusText(t, row.status)}
            tone={dedicatedStatusTone(row.status)}
            transitional={row.status === 'releasing' || row.status === 'allocated'}
            status={row.status}
          />
        ),
      },
      {
        ...actionsColumn(t('compute:columns.actions'), 120),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.requester });
          const texts = actionTexts(t, row.resourceName);
          return (
            <>
              {ROW_ACTIONS.filter((a) => a.shows(row)).map(({ kind, Icon, everyone }) => (
                <RowAction
                  key={kind}
                  allowed={everyone ? true : allowed}
                  title={texts[kind][0]}
                  label={texts[kind][1]}
                  icon={<Icon fontSize="small" />}
                  onClick={() => open(kind === 'modify' ? { kind: 'request', modifying: row } : { kind, request: row })}
                  testId={`${kind}-action`}
                />
              ))}
            </>
          );
        },
      },
      { field: 'gpuModel', headerName: t('compute:dedicated.columns.gpuModel'), width: 160 },
      {
        field: 'minGpusPerMachine',
        headerName: t('compute:dedicated.columns.gpus'),
        width: 130,
        valueFormatter: (_v: number | undefined, row: DedicatedRequest) =>
          t('compute:dedicated.gpusLine', { gpus: row.minGpusPerMachine ?? '—', machines: row.machineCount ?? 1 }),
      },
      {
        field: 'currentExpiry',
        headerName: t('compute:dedicated.columns.currentExpiry'),
        width: 130,
        valueFormatter: (value: string | null | undefined) => formatDate(value, i18n.language),
      },
      {
        field: 'originalExpiry',
        headerName: t('compute:dedicated.columns.originalExpiry'),
        width: 130,
        valueFormatter: (value: string | null | undefined) => formatDate(value, i18n.language),
      },
      {
        field: 'earlyReleaseDate',
        headerName: t('compute:dedicated.columns.earlyReleaseDate'),
        width: 130,
        valueFormatter: (value: string | null | undefined) => formatDate(value, i18n.language),
      },
      {
        field: 'linkedInstanceCount',
        headerName: t('compute:dedicated.columns.linkedInstances'),
        width: 110,
        type: 'number',
      },
      { field: 'requester', headerName: t('compute:dedicated.columns.requester'), width: 120 },
      dateTimeColumn('requestedAt', t('compute:dedicated.columns.requestedAt'), i18n.language),
    ];
  }, [t, i18n.language, access, open]);

  const confirmConvert = async (request: DedicatedRequest) => {
    setConvertError(null);
    try {
      const answer = await convert({ id: request.id }).unwrap();
      notify.success(t('compute:request.converted', { name: request.resourceName }));
      setDialog(null);
      if (answer.data) navigate(ticketLink(answer.data.id));
    } catch (e) {
      setConvertError(apiErrorText(e, t('compute:request.convertFailed')));
    }
  };

  return (
    <ListPage<DedicatedRequest>
      routeKey="dedicatedComputing"
      subtitle={t('compute:dedicated.subtitle')}
      add={{ label: t('compute:dedicated.new'), onClick: () => open({ kind: 'request' }), testId: 'new-request' }}
      testId="dedicated-grid"
      label={t('compute:dedicated.gridLabel')}
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('compute:dedicated.search')}
      exportFileName="dedicated-requests"
      filterSelects={statusFilter(t, t('compute:filters.all'), DEDICATED_STATUSES, dedicatedStatusText)}
    >
      {dialog?.kind === 'request' ? (
        <RequestDialog modifying={dialog.modifying} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <Suspense fallback={null}>
          <UsageHistoryDrawer
            resourceType="dedicatedRequest"
            resourceId={dialog.request.id}
            name={dialog.request.resourceName}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {dialog?.kind === 'extend' ? <ExtendDialog request={dialog.request} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'release' ? (
        <EarlyReleaseDialog request={dialog.request} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'convert'}
        pending={conversion.isLoading}
        error={convertError}
        title={t('compute:dedicated.convertTitle')}
        message={t('compute:dedicated.convertMessage', {
          name: dialog?.kind === 'convert' ? dialog.request.resourceName : '',
        })}
        confirmLabel={t('compute:dedicated.convert')}
        onConfirm={() => dialog?.kind === 'convert' && void confirmConvert(dialog.request)}
        onCancel={() => setDialog(null)}
      />
    </ListPage>
  );
}
