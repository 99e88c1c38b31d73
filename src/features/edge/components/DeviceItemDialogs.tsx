// The add forms of a device's SSH tunnels, network adapters and port mappings; the server's refusal stays inline.
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
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

interface AddProps {
  deviceId: string;
  onClose(): void;
}

export function AddTunnelDialog({ deviceId, onClose }: AddProps) {
  const { t } = useTranslation(['edge', 'common']);
  const [add] = useAddNactTunnelMutation();
  return (
    <FormDialog<TunnelValues>
      title={t('edge:tunnels.addTitle')}
      testId="tunnel-dialog"
      initialValues={{ name: '', localPort: '22', remotePort: '' }}
      validationSchema={tunnelSchema}
      submitLabel={t('edge:tunnels.add')}
      failedText={t('edge:tunnels.addFailed')}
      onClose={onClose}
      onSubmit={async (v) => {
        await add({
          deviceId,
          name: optionalText(v.name),
          localPort: Number(v.localPort.trim()),
          remotePort: toPort(v.remotePort),
        }).unwrap();
        notify.success(t('edge:tunnels.added'));
        onClose();
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
    </FormDialog>
  );
}

export function AddAdapterDialog({ deviceId, onClose }: AddProps) {
  const { t } = useTranslation(['edge', 'common']);
  const [add] = useAddNactAdapterMutation();
  return (
    <FormDialog<AdapterValues>
      title={t('edge:adapters.addTitle')}
      testId="adapter-dialog"
      initialValues={{ name: '', ipAddress: '', netmask: '255.255.255.0', gateway: '', macAddress: '' }}
      validationSchema={adapterSchema}
      submitLabel={t('edge:adapters.add')}
      failedText={t('edge:adapters.addFailed')}
      onClose={onClose}
      onSubmit={async (v) => {
        await add({
          deviceId,
          name: v.name.trim(),
          ipAddress: v.ipAddress.trim(),
          netmask: v.netmask.trim(),
          gateway: optionalText(v.gateway),
          macAddress: optionalText(v.macAddress),
        }).unwrap();
        notify.success(t('edge:adapters.added'));
        onClose();
      }}
    >
      <FormTextField name="name" label={t('edge:adapters.fields.name')} required autoFocus />
      <FormTextField name="ipAddress" label={t('edge:adapters.fields.ipAddress')} required />
      <FormTextField name="netmask" label={t('edge:adapters.fields.netmask')} required />
      <FormTextField name="gateway" label={t('edge:adapters.fields.gateway')} />
      <FormTextField name="macAddress" label={t('edge:adapters.fields.macAddress')} placeholder="52:54:00:12:34:56" />
    </FormDialog>
  );
}

export function AddPortMappingDialog({ deviceId, onClose }: AddProps) {
  const { t } = useTranslation(['edge', 'common']);
  const [add] = useAddNactPortMappingMutation();
  return (
    <FormDialog<PortMappingValues>
      title={t('edge:portMappings.addTitle')}
      testId="port-mapping-dialog"
      initialValues={{ protocol: 'tcp', externalPort: '', internalIp: '', internalPort: '', description: '' }}
      validationSchema={portMappingSchema}
      submitLabel={t('edge:portMappings.add')}
      failedText={t('edge:portMappings.addFailed')}
      onClose={onClose}
      onSubmit={async (v) => {
        await add({
          deviceId,
          protocol: v.protocol,
          externalPort: Number(v.externalPort.trim()),
          internalIp: v.internalIp.trim(),
          internalPort: Number(v.internalPort.trim()),
          description: optionalText(v.description),
        }).unwrap();
        notify.success(t('edge:portMappings.added'));
        onClose();
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
    </FormDialog>
  );
}
