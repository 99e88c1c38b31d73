// Opens a resource ticket: asks the platform to reserve resources that are not available now. Prefilled when it
// comes from a dedicated request the current resources cannot meet.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import FormDateField from '@/components/form/FormDateField';
import FormDialog from '@/components/form/FormDialog';
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
    <FormDialog<ResourceTicketValues>
      title={t('compute:tickets.createTitle')}
      initialValues={values}
      validationSchema={resourceTicketSchema()}
      submitLabel={t('compute:tickets.createSubmit')}
      failedText={t('compute:tickets.createFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="ticket-dialog"
      onSubmit={async (v) => {
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
      }}
    >
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
    </FormDialog>
  );
}
