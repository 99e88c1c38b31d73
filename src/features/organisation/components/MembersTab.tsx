// The members grid of /org-member: server paging, sorting, keyword and role filter in the URL; set a role,
// remove one or several members (confirmation names them), invite.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import Permitted from '@/components/Permitted';
import RowAction from '@/components/RowAction';
import { ServerDataGrid } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useConfirmAction } from '@/components/useConfirmAction';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { organisationApi, useQueryMembersQuery, useRemoveMembersMutation, type Member, type Role } from '../api';
import InviteDialog from './InviteDialog';
import { RoleChip, useRoleLabel } from './RoleChip';
import RoleDialog from './RoleDialog';

const FILTER_KEYS = ['role'] as const;
const DEFAULT_SORT = { field: 'joinedAt', order: 'desc' } as const;
const ROLES: Role[] = ['superAdmin', 'admin', 'member'];

/** The grid's row key (one function for every render). */
const MEMBER_ID = (m: Member) => m.userId;

export default function MembersTab({ pendingCount }: { pendingCount: number }) {
  const { t, i18n } = useTranslation(['organisation', 'common']);
  const access = useAccess();
  const roleLabel = useRoleLabel();
  const me = access.userId;
  const list = useListGrid(useQueryMembersQuery, organisationApi.endpoints.queryMembers, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const [remove] = useRemoveMembersMutation();

  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [roleTarget, setRoleTarget] = useState<Member | null>(null);
  const [inviting, setInviting] = useState(false);
  const removal = useConfirmAction(async (members: Member[]) => {
    const answer = await remove({ userIds: members.map((m) => m.userId) }).unwrap();
    const failed = answer.data?.failed ?? [];
    if (failed.length) notify.warning(t('organisation:members.removePartly', { count: failed.length }));
    else notify.success(t('organisation:members.removed', { count: members.length }));
    setSelected([]);
  }, t('organisation:members.removeFailed'));
  const askRemove = removal.ask;

  const rows = list.rows;
  const mayInvite = access.can('invite');
  // Nobody removes themselves here, nor sets their own role.
  const mayRemove = useCallback(
    (m: Member) => access.can('removeMember', { memberRole: m.role }) && m.userId !== me,
    [access, me],
  );

  const columns = useMemo<GridColDef<Member>[]>(
    () => [
      { field: 'username', headerName: t('organisation:members.columns.username'), flex: 1, minWidth: 130 },
      { field: 'nickname', headerName: t('organisation:members.columns.nickname'), flex: 1, minWidth: 110 },
      { field: 'mobile', headerName: t('organisation:members.columns.mobile'), flex: 1, minWidth: 130 },
      { field: 'email', headerName: t('organisation:members.columns.email'), flex: 1.4, minWidth: 180 },
      {
        field: 'role',
        headerName: t('organisation:members.columns.role'),
        width: 130,
        renderCell: ({ row }) => <RoleChip role={row.role} />,
        valueFormatter: (value: Role) => roleLabel(value),
      },
      dateTimeColumn('joinedAt', t('organisation:members.columns.joinedAt'), i18n.language, 180),
      {
        ...actionsColumn(t('organisation:members.columns.actions'), 110),
        renderCell: ({ row }) => {
          const maySetRole = access.can('setRole', { memberRole: row.role }) && row.userId !== me;
          const allowed = mayRemove(row);
          return (
            <>
              <RowAction
                allowed={maySetRole}
                title={t('organisation:members.setRole')}
                label={t('organisation:members.setRoleOf', { name: row.username })}
                icon={<ManageAccountsOutlined fontSize="small" />}
                onClick={() => setRoleTarget(row)}
              />
              <RowAction
                allowed={allowed}
                title={t('organisation:members.remove')}
                label={t('organisation:members.removeOf', { name: row.username })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => askRemove([row])}
              />
            </>
          );
        },
      },
    ],
    [t, i18n.language, access, me, mayRemove, roleLabel, askRemove],
  );

  const selectedMembers = (rows ?? []).filter((m) => selected.includes(m.userId));
  const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

  return (
    <>
      <ServerDataGrid<Member>
        testId="members-grid"
        label={t('organisation:members.gridLabel')}
        columns={columns}
        {...list.gridProps}
        getRowId={MEMBER_ID}
        searchPlaceholder={t('organisation:members.search')}
        exportFileName="members"
        filterSelects={[{ key: 'role', allLabel: t('organisation:members.allRoles'), options: roleOptions }]}
        actions={
          <>
            <Permitted allowed={access.can('removeMember')}>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlined />}
                disabled={!access.can('removeMember') || selectedMembers.length === 0}
                onClick={() => askRemove(selectedMembers)}
              >
                {t('organisation:members.removeSelected', { count: selectedMembers.length })}
              </Button>
            </Permitted>
            <Permitted allowed={mayInvite}>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt />}
                disabled={!mayInvite}
                onClick={() => setInviting(true)}
                data-testid="invite-button"
              >
                {t('organisation:members.invite')}
              </Button>
            </Permitted>
          </>
        }
        checkboxSelection={access.can('removeMember')}
        isRowSelectable={mayRemove}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
      />
      {roleTarget ? (
        <RoleDialog
          member={roleTarget}
          roles={access.grantableRoles('roleChange')}
          onClose={() => setRoleTarget(null)}
        />
      ) : null}
      <ConfirmDialog
        {...removal.dialog}
        destructive
        title={(members) => t('organisation:members.removeTitle', { count: members.length })}
        message={(members) =>
          t('organisation:members.removeMessage', { names: members.map((m) => m.username).join(', ') })
        }
        confirmLabel={t('organisation:members.remove')}
      />
      {mayInvite ? (
        <InviteDialog
          open={inviting}
          onClose={() => setInviting(false)}
          roles={access.grantableRoles('invitation')}
          pendingCount={pendingCount}
        />
      ) : null}
    </>
  );
}
