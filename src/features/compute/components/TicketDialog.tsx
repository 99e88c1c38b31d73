// Opens a resource ticket: asks the platform to reserve resources that are not available now. Prefilled when it
// comes from a dedicated request the current resources cannot meet.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormDateField from '@/components/form/FormDateField';
import FormError from '@/components/form/FormError';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useCreateResourceTicketMutation, type ResourceTicket } from '../api';
import { REGIONS, regionText } from '../labels';
import { addDaysIso, resourceTicketSchema, todayIso, type ResourceTicketValues } from '../schemas';

export interface TicketDialogProps {
  initial?: Partial<ResourceTicketValues>;
  onClose(): void;
  onCreated?(ticket: ResourceTicket): void;
}

export default function TicketDialog({ initial, onClose, onCreated }: TicketDialogProps) {
  const { t } = useTranslation(['compute', 'common']);
  const id = useId();
  const [create] = useCreateResourceTicketMutation();
  const values: ResourceTicketValues = {
    name: '',
    reservedResources: '',
    region: REGIONS[0],
    deliveryDate: '',
    remarks: '',
    sourceRequestId: '',
    ...initial,
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="sm" fullWidth data-testid="ticket-dialog">
      <Formik<ResourceTicketValues>
        initialValues={values}
        validationSchema={resourceTicketSchema()}
        onSubmit={async (v, { setStatus }) => {
          setStatus(null);
          try {
            const answer = await create({
              name: v.name.trim(),
              reservedResources: v.reservedResources.trim(),
              region: v.region,
              ...(v.deliveryDate ? { deliveryDate: v.deliveryDate } : {}),
              ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
              ...(v.sourceRequestId ? { sourceRequestId: v.sourceRequestId } : {}),
            }).unwrap();
            notify.success(t('compute:tickets.created', { name: v.name.trim() }));
            if (answer.data) onCreated?.(answer.data);
            onClose();
          } catch (e) {
            setStatus(apiErrorText(e, t('compute:tickets.createFailed')));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-labelledby={id}>
            <DialogTitle id={id}>{t('compute:tickets.createTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 1 }}>{t('compute:tickets.createHint')}</DialogContentText>
              <FormTextField
                name="name"
                label={t('compute:tickets.columns.name')}
                required
                helperText={t('compute:request.nameHelp')}
              />
              <FormTextField
                name="reservedResources"
                label={t('compute:tickets.columns.reservedResources')}
                required
                helperText={t('compute:tickets.reservedHelp')}
              />
              <FormSelect
                name="region"
                label={t('compute:tickets.columns.region')}
                required
                options={REGIONS.map((r) => ({ value: r, label: regionText(t, r) }))}
              />
              <FormDateField
                name="deliveryDate"
                label={t('compute:tickets.columns.deliveryDate')}
                minDate={addDaysIso(todayIso(), 1)}
                clearable
              />
              <FormTextField name="remarks" label={t('compute:tickets.columns.remarks')} multiline minRows={2} />
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
                {t('compute:tickets.createSubmit')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
