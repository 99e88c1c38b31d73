// Creates a resource ticket from a dedicated request the platform could not meet (pending or rejected): choose
// the request, add remarks, convert (the request becomes converted).
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import { useRefusal } from '@/components/form/useRefusal';
import PageLoading from '@/components/PageLoading';
import { notify } from '@/lib/notify';
import {
  useConvertDedicatedRequestToTicketMutation,
  useQueryDedicatedRequestsQuery,
  type ResourceTicket,
} from '../api';
import { dedicatedStatusText } from '../labels';

const PENDING = { pageNum: 1, pageSize: 100, status: 'pending', sortField: 'requestedAt', sortOrder: 'desc' } as const;
const REJECTED = {
  pageNum: 1,
  pageSize: 100,
  status: 'rejected',
  sortField: 'requestedAt',
  sortOrder: 'desc',
} as const;

export default function ConvertRequestDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(ticket: ResourceTicket): void;
}) {
  const { t } = useTranslation(['compute', 'common']);
  const id = useId();
  const pending = useQueryDedicatedRequestsQuery(PENDING);
  const rejected = useQueryDedicatedRequestsQuery(REJECTED);
  const requests = useMemo(
    () => [...(pending.data?.data?.list ?? []), ...(rejected.data?.data?.list ?? [])],
    [pending.data, rejected.data],
  );
  const [chosen, setChosen] = useState('');
  const [remarks, setRemarks] = useState('');
  const { error, attempt } = useRefusal();
  const [convert, { isLoading }] = useConvertDedicatedRequestToTicketMutation();
  const loading = pending.isLoading || rejected.isLoading;

  const submit = async () => {
    const request = requests.find((r) => r.id === chosen);
    if (!request) return;
    await attempt(t('compute:request.convertFailed'), async () => {
      const answer = await convert({ id: request.id, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) }).unwrap();
      notify.success(t('compute:request.converted', { name: request.resourceName }));
      if (answer.data) onCreated(answer.data);
      onClose();
    });
  };

  return (
    <ActionDialog
      title={t('compute:tickets.fromRequestTitle')}
      error={error}
      pending={isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('compute:dedicated.convert')}
      submitDisabled={!chosen}
      maxWidth="sm"
      testId="convert-dialog"
    >
      <DialogContentText sx={{ mb: 2 }}>{t('compute:tickets.fromRequestHint')}</DialogContentText>
      {loading ? (
        <PageLoading />
      ) : requests.length === 0 ? (
        <Typography color="text.secondary">{t('compute:tickets.noConvertible')}</Typography>
      ) : (
        <>
          <FormControl fullWidth size="small" margin="dense" required>
            <InputLabel id={`${id}-request`}>{t('compute:tickets.request')}</InputLabel>
            <Select
              labelId={`${id}-request`}
              label={t('compute:tickets.request')}
              value={chosen}
              onChange={(e) => setChosen(String(e.target.value))}
              data-testid="convert-request"
            >
              {requests.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {t('compute:tickets.requestOption', {
                    name: r.resourceName,
                    id: r.id,
                    status: dedicatedStatusText(t, r.status),
                  })}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth size="small" margin="dense">
            <InputLabel htmlFor={`${id}-remarks`}>{t('compute:tickets.columns.remarks')}</InputLabel>
            <OutlinedInput
              id={`${id}-remarks`}
              label={t('compute:tickets.columns.remarks')}
              value={remarks}
              onChange={(e) => setRemarks(e.target.value)}
              multiline
              minRows={2}
              inputProps={{ maxLength: 256 }}
            />
          </FormControl>
        </>
      )}
    </ActionDialog>
  );
}
