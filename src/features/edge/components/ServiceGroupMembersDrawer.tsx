// The member devices of one network service group in a side drawer: the group's details, a server-side grid of
// its members (remove one, confirmed), and adding devices picked by name or TSN serial.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import ConfirmDialog from '@/components/ConfirmDialog';
import DetailDrawer from '@/components/DetailDrawer';
import { apiErrorText } from '@/components/form/apiErrorText';

import IdCell from '@/components/IdCell';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import {
  edgeApi,
  useAddNetworkServiceGroupMembersMutation,
  useGetNetworkServiceGroupQuery,
  useQueryNactDevicesQuery,
  useQueryNetworkServiceGroupMembersQuery,
  useRemoveNetworkServiceGroupMembersMutation,
  type NactDevice,
} from '../api';

function AddMembersDialog({ groupId, groupName, onClose }: { groupId: string; groupName: string; onClose(): void }) {
  const { t } = useTranslation(['edge', 'common']);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<NactDevice[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [add, adding] = useAddNetworkServiceGroupMembersMutation();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useQueryNactDevicesQuery({ pageNum: 1, pageSize: 20, keyword: keyword || undefined });
  const options = data?.data?.list ?? [];

  const submit = async () => {
    setServerError(null);
    try {
      const answer = await add({ groupId, deviceIds: chosen.map((d) => d.id) }).unwrap();
      const failed = answer.data?.failed ?? [];
      const succeeded = answer.data?.succeeded.length ?? 0;
      if (failed.length) notify.warning(t('edge:members.addedPartly', { count: succeeded, failed: failed.length }));
      else notify.success(t('edge:members.added', { count: succeeded }));
      onClose();
    } catch (error) {
      setServerError(apiErrorText(error, t('edge:members.addFailed')));
    }
  };

  return (
    <ActionDialog
      title={t('edge:members.addTitle', { name: groupName })}
      error={serverError}
      pending={adding.isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('edge:members.addCount', { count: chosen.length })}
      submitDisabled={chosen.length === 0}
      maxWidth="sm"
      testId="add-members-dialog"
    >
      <Autocomplete<NactDevice, true>
        multiple
        options={options}
        value={chosen}
        loading={isFetching}
        filterOptions={(x) => x}
        getOptionLabel={(d) => `${d.name} (${d.tsnSerial})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={input}
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_e, value) => setChosen(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            label={t('edge:members.devices')}
            helperText={t('edge:members.devicesHint')}
          />
        )}
      />
    </ActionDialog>
  );
}

/** The members grid keeps its model in the URL under this prefix, beside the page's own grid. */
export const MEMBERS_SCOPE = 'm';
const MEMBERS_SORT = { field: 'name', order: 'asc' } as const;

export default function ServiceGroupMembersDrawer({ groupId, onClose }: { groupId: string; onClose(): void }) {
  const { t, i18n } = useTranslation(['edge', 'common']);
  const grid = useGridUrlState({ defaultSort: MEMBERS_SORT, scope: MEMBERS_SCOPE });
  const group = useGetNetworkServiceGroupQuery({ id: groupId });
  const request = useMemo(() => ({ ...grid.request, groupId }), [grid.request, groupId]);
  const members = useQueryNetworkServiceGroupMembersQuery(request);
  const fetchAllRows = useFetchAllRows(edgeApi.endpoints.queryNetworkServiceGroupMembers, request);
  const [remove, removal] = useRemoveNetworkServiceGroupMembersMutation();
  const [adding, setAdding] = useState(false);
  const [removeTarget, setRemoveTarget] = useState<NactDevice | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const info = group.data?.data ?? null;
  const page = members.data?.data;

  const columns = useMemo<GridColDef<NactDevice>[]>(
    () => [
      { field: 'name', headerName: t('edge:device.fields.name'), flex: 1, minWidth: 140 },
      {
        field: 'tsnSerial',
        headerName: t('edge:device.fields.tsnSerial'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <IdCell text={row.tsnSerial} copyLabel={t('edge:device.copyTsnOf', { name: row.name })} noWrap />
        ),
      },
      {
        field: 'status',
        headerName: t('edge:device.fields.status'),
        width: 110,
        renderCell: ({ row }) => (
          <StatusChip
            status={row.status}
            tone={row.status === 'online' ? 'success' : 'default'}
            label={row.status === 'online' ? t('edge:device.online') : t('edge:device.offline')}
          />
        ),
      },
      dateTimeColumn('registeredAt', t('edge:device.fields.registeredAt'), i18n.language),
      {
        field: 'actions',
        headerName: t('edge:device.fields.actions'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            aria-label={t('edge:members.removeOf', { name: row.name })}
            onClick={() => setRemoveTarget(row)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [t, i18n.language],
  );

  const confirmRemove = async () => {
    if (!removeTarget) return;
    setRemoveError(null);
    try {
      const answer = await remove({ groupId, deviceIds: [removeTarget.id] }).unwrap();
      const failed = answer.data?.failed ?? [];
      if (failed.length) {
        setRemoveError(failed.map((f) => f.reason ?? f.id).join(', '));
        return;
      }
      notify.success(t('edge:members.removed', { name: removeTarget.name }));
      setRemoveTarget(null);
    } catch (error) {
      setRemoveError(apiErrorText(error, t('edge:members.removeFailed')));
    }
  };

  return (
    <DetailDrawer
      open
      title={t('edge:members.title', { name: info?.name ?? groupId })}
      onClose={onClose}
      width={{ xs: '100%', md: 820 }}
      testId="nsg-members"
    >
      {group.isError && !info ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('edge:nsg.loadFailed')}
        </Alert>
      ) : null}
      {info ? (
        <Box sx={{ mb: 2, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <IdCell text={info.id} copyLabel={t('edge:nsg.copyId')} />
          <Typography variant="body2">
            {t('edge:members.summary', {
              address: info.address ?? '—',
              accessPoint: info.accessPoint ?? '—',
              service: info.service ?? '—',
            })}
          </Typography>
        </Box>
      ) : null}
      <ServerDataGrid<NactDevice>
        testId="nsg-members-grid"
        label={t('edge:members.gridLabel')}
        columns={columns}
        {...listGridProps(page, members.isFetching, members.error, members.refetch)}
        state={grid}
        searchPlaceholder={t('edge:device.search')}
        exportFileName={`nsg-${groupId}-members`}
        fetchAllRows={fetchAllRows}
        actions={
          <Button
            variant="contained"
            size="small"
            startIcon={<PlaylistAddOutlined />}
            onClick={() => setAdding(true)}
            data-testid="add-members"
          >
            {t('edge:members.add')}
          </Button>
        }
      />
      {adding ? (
        <AddMembersDialog groupId={groupId} groupName={info?.name ?? groupId} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={removeTarget !== null}
        destructive
        pending={removal.isLoading}
        error={removeError}
        title={t('edge:members.removeTitle')}
        message={t('edge:members.removeMessage', { name: removeTarget?.name ?? '', group: info?.name ?? groupId })}
        confirmLabel={t('edge:members.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setRemoveTarget(null);
          setRemoveError(null);
        }}
      />
    </DetailDrawer>
  );
}
