// The add forms of a device's SSH tunnels, network adapters and port mappings; the server's refusal stays inline.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useAddNactAdapterMutation, useAddNactPortMappingMutation, useAddNactTunnelMutation } from '../api';
import {
  adapterSchema,
  optionalText,
  portMappingSchema,
  toPort,
  tunnelSchema,
  type AdapterValues,
  type PortMappingValues,
  type TunnelValues,
} from '../schemas';

interface ItemDialogProps<V extends FormikValues> {
  title: string;
  testId: string;
  initialValues: V;
  schema: AnyObjectSchema;
  submitLabel: string;
  failedText: string;
  /** Sends the form; resolves when the server accepted it. */
  send(values: V): Promise<unknown>;
  onClose(): void;
  children: ReactNode;
}

function ItemDialog<V extends FormikValues>({
  title,
  testId,
  initialValues,
  schema,
  submitLabel,
  failedText,
  send,
  onClose,
  children,
}: ItemDialogProps<V>) {
  const { t } = useTranslation(['edge', 'common']);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid={testId}>
      <Formik<V>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setServerError(null);
          try {
            await send(values);
            onClose();
          } catch (error) {
            setServerError(apiErrorText(error, failedText));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              {children}
              <FormError message={serverError} />
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
                {submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

interface AddProps {
  deviceId: string;
  onClose(): void;
}

export function AddTunnelDialog({ deviceId, onClose }: AddProps) {
  const { t } = useTranslation(['edge', 'common']);
  const [add] = useAddNactTunnelMutation();
  return (
    <ItemDialog<TunnelValues>
      title={t('edge:tunnels.addTitle')}
      testId="tunnel-dialog"
      initialValues={{ name: '', localPort: '22', remotePort: '' }}
      schema={tunnelSchema}
      submitLabel={t('edge:tunnels.add')}
      failedText={t('edge:tunnels.addFailed')}
      onClose={onClose}
      send={async (v) => {
        await add({
          deviceId,
          name: optionalText(v.name),
          localPort: Number(v.localPort.trim()),
          remotePort: toPort(v.remotePort),
        }).unwrap();
        notify.success(t('edge:tunnels.added'));
      }}
    >
      <FormTextField name="name" label={t('edge:tunnels.fields.name')} autoFocus />
      <FormTextField name="localPort" label={t('edge:tunnels.fields.localPort')} required inputMode="numeric" />
      <FormTextField
        name="remotePort"
        label={t('edge:tunnels.fields.remotePort')}
        inputMode="numeric"
        helperText={t('edge:tunnels.remotePortHint')}
      />
    </ItemDialog>
  );
}

export function AddAdapterDialog({ deviceId, onClose }: AddProps) {
  const { t } = useTranslation(['edge', 'common']);
  const [add] = useAddNactAdapterMutation();
  return (
    <ItemDialog<AdapterValues>
      title={t('edge:adapters.addTitle')}
      testId="adapter-dialog"
      initialValues={{ name: '', ipAddress: '', netmask: '255.255.255.0', gateway: '', macAddress: '' }}
      schema={adapterSchema}
      submitLabel={t('edge:adapters.add')}
      failedText={t('edge:adapters.addFailed')}
      onClose={onClose}
      send={async (v) => {
        await add({
          deviceId,
          name: v.name.trim(),
          ipAddress: v.ipAddress.trim(),
          netmask: v.netmask.trim(),
          gateway: optionalText(v.gateway),
          macAddress: optionalText(v.macAddress),
        }).unwrap();
        notify.success(t('edge:adapters.added'));
      }}
    >
      <FormTextField name="name" label={t('edge:adapters.fields.name')} required autoFocus />
      <FormTextField name="ipAddress" label={t('edge:adapters.fields.ipAddress')} required />
      <FormTextField name="netmask" label={t('edge:adapters.fields.netmask')} required />
      <FormTextField name="gateway" label={t('edge:adapters.fields.gateway')} />
      <FormTextField name="macAddress" label={t('edge:adapters.fields.macAddress')} placeholder="52:54:00:12:34:56" />
    </ItemDialog>
  );
}

export function AddPortMappingDialog({ deviceId, onClose }: AddProps) {
  const { t } = useTranslation(['edge', 'common']);
  const [add] = useAddNactPortMappingMutation();
  return (
    <ItemDialog<PortMappingValues>
      title={t('edge:portMappings.addTitle')}
      testId="port-mapping-dialog"
      initialValues={{ protocol: 'tcp', externalPort: '', internalIp: '', internalPort: '', description: '' }}
      schema={portMappingSchema}
      submitLabel={t('edge:portMappings.add')}
      failedText={t('edge:portMappings.addFailed')}
      onClose={onClose}
      send={async (v) => {
        await add({
          deviceId,
          protocol: v.protocol,
          externalPort: Number(v.externalPort.trim()),
          internalIp: v.internalIp.trim(),
          internalPort: Number(v.internalPort.trim()),
          description: optionalText(v.description),
        }).unwrap();
        notify.success(t('edge:portMappings.added'));
      }}
    >
      <FormRadioGroup
        name="protocol"
        row
        label={t('edge:portMappings.fields.protocol')}
        options={[
          { value: 'tcp', label: 'TCP' },
          { value: 'udp', label: 'UDP' },
        ]}
      />
      <FormTextField
        name="externalPort"
        label={t('edge:portMappings.fields.externalPort')}
        required
        inputMode="numeric"
        autoFocus
      />
      <FormTextField name="internalIp" label={t('edge:portMappings.fields.internalIp')} required />
      <FormTextField
        name="internalPort"
        label={t('edge:portMappings.fields.internalPort')}
        required
        inputMode="numeric"
      />
      <FormTextField name="description" label={t('edge:portMappings.fields.description')} />
    </ItemDialog>
  );
}
