// Extend a dedicated request: a new usage end date after the current expiry. When the platform cannot meet it the
// dialog says so and offers to choose another date or to open a resource ticket for the request.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/envelope';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormDateField from '@/components/form/FormDateField';
import FormError from '@/components/form/FormError';
import { formatDate } from '@/components/format';
import { notify } from '@/lib/notify';
import {
  NO_AVAILABLE_RESOURCES,
  RESOURCES_INSUFFICIENT,
  useExtendDedicatedRequestMutation,
  type DedicatedRequest,
} from '../api';
import { addDaysIso, extendSchema } from '../schemas';
import { ticketLink } from './RequestDialog';
import TicketDialog from './TicketDialog';

export default function ExtendDialog({ request, onClose }: { request: DedicatedRequest; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const id = useId();
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
    <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="xs" fullWidth data-testid="extend-dialog">
      <Formik
        initialValues={{ newExpiry: '' }}
        validationSchema={extendSchema(current)}
        onSubmit={async (v, { setStatus }) => {
          setStatus(null);
          setRefusal(null);
          try {
            await extend({ id: request.id, newExpiry: v.newExpiry }).unwrap();
            notify.success(
              t('compute:extend.done', { name: request.resourceName, date: formatDate(v.newExpiry, i18n.language) }),
            );
            onClose();
          } catch (e) {
            const code = (e as Partial<ApiError>).errorCode;
            const message = apiErrorText(e, t('compute:extend.failed'));
            if (code === RESOURCES_INSUFFICIENT || code === NO_AVAILABLE_RESOURCES) setRefusal(message);
            else setStatus(message);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-labelledby={id}>
            <DialogTitle id={id}>{t('compute:extend.title', { name: request.resourceName })}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 1 }}>
                {t('compute:extend.current', { date: formatDate(request.currentExpiry, i18n.language) })}
              </DialogContentText>
              <FormDateField
                name="newExpiry"
                label={t('compute:extend.newExpiry')}
                required
                minDate={current ? addDaysIso(current, 1) : undefined}
              />
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
              <FormError message={status as string | null} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                {t('compute:extend.submit')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
