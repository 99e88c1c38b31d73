// Extend a dedicated request: a new usage end date after the current expiry. The added machine days are paid from
// the organisation's balance: the dialog shows their cost check and an extension the balance cannot cover cannot be
// submitted (the server refuses it the same way). When the platform cannot meet the date the dialog says so and
// offers to choose another date or to open a resource ticket for the request.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/envelope';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormDateField from '@/components/form/FormDateField';
import FormDialog from '@/components/form/FormDialog';
import { formatDate } from '@/components/format';
import PreflightSection from '@/components/preflight/PreflightSection';
import { notify } from '@/lib/notify';
import {
  NO_AVAILABLE_RESOURCES,
  RESOURCES_INSUFFICIENT,
  useExtendDedicatedRequestMutation,
  type DedicatedRequest,
} from '../api';
import { addDaysIso, extendSchema, extensionPreflight } from '../schemas';
import { ticketLink } from './RequestDialog';
import TicketDialog from './TicketDialog';

export default function ExtendDialog({ request, onClose }: { request: DedicatedRequest; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const navigate = useNavigate();
  const [extend] = useExtendDedicatedRequestMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ticketOpen, setTicketOpen] = useState(false);
  const current = (request.currentExpiry ?? '').slice(0, 10);

  if (ticketOpen)
    return (
      <TicketDialog
        initial={{
          name: request.resourceName,
          reservedResources: t('compute:request.reservedLine', {
            count: (request.machineCount ?? 1) * (request.minGpusPerMachine ?? 1),
            model: request.gpuModel ?? '',
          }),
          sourceRequestId: request.id,
        }}
        onClose={onClose}
        onCreated={(ticket) => navigate(ticketLink(ticket.id))}
      />
    );

  return (
    <FormDialog
      title={t('compute:extend.title', { name: request.resourceName })}
      initialValues={{ newExpiry: '' }}
      validationSchema={extendSchema(current)}
      submitLabel={t('compute:extend.submit')}
      failedText={t('compute:extend.failed')}
      onClose={onClose}
      testId="extend-dialog"
      onSubmit={async (v) => {
        setRefusal(null);
        try {
          await extend({ id: request.id, newExpiry: v.newExpiry }).unwrap();
        } catch (e) {
          const code = (e as Partial<ApiError>).errorCode;
          // The platform cannot meet the date: not a failure of the form, a choice for the user.
          if (code === RESOURCES_INSUFFICIENT || code === NO_AVAILABLE_RESOURCES) {
            setRefusal(apiErrorText(e, t('compute:extend.failed')));
            return;
          }
          throw e;
        }
        notify.success(
          t('compute:extend.done', { name: request.resourceName, date: formatDate(v.newExpiry, i18n.language) }),
        );
        onClose();
      }}
    >
      {({ values }) => (
        <>
          <DialogContentText sx={{ mb: 1 }}>
            {t('compute:extend.current', { date: formatDate(request.currentExpiry, i18n.language) })}
          </DialogContentText>
          <FormDateField
            name="newExpiry"
            label={t('compute:extend.newExpiry')}
            required
            minDate={current ? addDaysIso(current, 1) : undefined}
          />
          <PreflightSection request={extensionPreflight(request.id, current, values.newExpiry)} />
          {refusal ? (
            <Alert severity="warning" role="alert" sx={{ mt: 1.5 }} data-testid="extend-refusal">
              <div style={{ overflowWrap: 'anywhere' }}>{refusal}</div>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button size="small" variant="outlined" color="inherit" onClick={() => setRefusal(null)}>
                  {t('compute:request.modify')}
                </Button>
                <Button size="small" variant="contained" color="warning" onClick={() => setTicketOpen(true)}>
                  {t('compute:request.createTicket')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
