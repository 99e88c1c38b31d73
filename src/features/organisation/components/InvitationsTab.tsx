// The invitation list of /org-member (?tab=invitations): server paging, sorting, keyword and status filter in
// the URL; pending invitations can be withdrawn (after confirmation) or resent.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime } from '@/components/format';
import Permitted from '@/components/Permitted';
import { ServerDataGrid, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  useQueryInvitationsQuery,
  useResendInvitationMutation,
  useSendOperationEmailMutation,
  useWithdrawInvitationMutation,
  type Invitation,
  type InvitationStatus,
} from '../api';
import { InvitationStatusChip } from './RoleChip';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'invitedAt', order: 'desc' } as const;

export default function InvitationsTab() {
  const { t, i18n } = useTranslation(['organisation', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryInvitationsQuery(grid.request);
  const [withdraw, withdrawal] = useWithdrawInvitationMutation();
  const [resend] = useResendInvitationMutation();
  const [sendEmail] = useSendOperationEmailMutation();
  const [withdrawTarget, setWithdrawTarget] = useState<Invitation | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const allowed = useAccess().can('withdrawInvitation');
  const page = data?.data;

  const columns = useMemo<GridColDef<Invitation>[]>(() => {
    const date = (value: string | null | undefined) => formatDateTime(value, i18n.language);
    const resendOne = async (inv: Invitation) => {
      setResending(inv.id);
      try {
        await resend({ id: inv.id }).unwrap();
        const mailed = await sendEmail({ template: 'invitationResend', emails: [inv.email], invitationIds: [inv.id] })
          .unwrap()
          .then(
            () => true,
            () => false,
          );
        if (mailed) notify.success(t('organisation:invitations.resent', { email: inv.email }));
        else notify.warning(t('organisation:invitations.resendEmailFailed', { email: inv.email }));
      } catch {
        // baseQuery already showed the refusal
      } finally {
        setResending(null);
      }
    };
    return [
      { field: 'email', headerName: t('organisation:invitations.columns.email'), flex: 1.4, minWidth: 200 },
      { field: 'inviterName', headerName: t('organisation:invitations.columns.inviter'), flex: 1, minWidth: 120 },
      {
        field: 'invitedAt',
        headerName: t('organisation:invitations.columns.invitedAt'),
        width: 170,
        valueFormatter: date,
      },
      {
        field: 'validUntil',
        headerName: t('organisation:invitations.columns.validUntil'),
        width: 170,
        valueFormatter: date,
      },
      {
        field: 'acceptedAt',
        headerName: t('organisation:invitations.columns.acceptedAt'),
        width: 170,
        valueFormatter: date,
      },
      {
        field: 'status',
        headerName: t('organisation:invitations.columns.status'),
        width: 120,
        renderCell: ({ row }) => <InvitationStatusChip status={row.status} />,
      },
      {
        ...actionsColumn(t('organisation:invitations.columns.actions'), 200),
        renderCell: ({ row }) =>
          row.status === 'pending' ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Permitted allowed={allowed}>
                <Button
                  size="small"
                  disabled={!allowed || resending === row.id}
                  onClick={() => void resendOne(row)}
                  aria-label={t('organisation:invitations.resendTo', { email: row.email })}
                >
                  {t('organisation:invitations.resend')}
                </Button>
              </Permitted>
              <Permitted allowed={allowed}>
                <Button
                  size="small"
                  color="error"
                  disabled={!allowed}
                  onClick={() => setWithdrawTarget(row)}
                  aria-label={t('organisation:invitations.withdrawFrom', { email: row.email })}
                >
                  {t('organisation:invitations.withdraw')}
                </Button>
              </Permitted>
            </Stack>
          ) : null,
      },
    ];
  }, [t, i18n.language, allowed, resending, resend, sendEmail]);

  const statuses: InvitationStatus[] = ['pending', 'accepted', 'expired', 'withdrawn'];
  const statusLabel: Record<InvitationStatus, string> = {
    pending: t('organisation:invitations.status.pending'),
    accepted: t('organisation:invitations.status.accepted'),
    expired: t('organisation:invitations.status.expired'),
    withdrawn: t('organisation:invitations.status.withdrawn'),
  };

  const confirmWithdraw = async () => {
    if (!withdrawTarget) return;
    setWithdrawError(null);
    try {
      await withdraw({ id: withdrawTarget.id }).unwrap();
      notify.success(t('organisation:invitations.withdrawn', { email: withdrawTarget.email }));
      setWithdrawTarget(null);
    } catch (e) {
      setWithdrawError(apiErrorText(e, t('organisation:invitations.withdrawFailed')));
    }
  };

  return (
    <>
      <ServerDataGrid<Invitation>
        testId="invitations-grid"
        label={t('organisation:invitations.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('organisation:invitations.search')}
        exportFileName="invitations"
        filterSelects={[
          {
            key: 'status',
            allLabel: t('organisation:invitations.allStatuses'),
            options: statuses.map((s) => ({ value: s, label: statusLabel[s] })),
          },
        ]}
      />
      <ConfirmDialog
        open={withdrawTarget !== null}
        destructive
        pending={withdrawal.isLoading}
        error={withdrawError}
        title={t('organisation:invitations.withdrawTitle')}
        message={t('organisation:invitations.withdrawMessage', { email: withdrawTarget?.email ?? '' })}
        confirmLabel={t('organisation:invitations.withdraw')}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => {
          setWithdrawTarget(null);
          setWithdrawError(null);
        }}
      />
    </>
  );
}
