// The add forms of a device's SSH tunnels, network adapters and port mappings; the server's refusal stays inline.
import { type FormikConfig, type FormikValues } from 'formik';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddNactAdapterApiArg, AddNactPortMappingApiArg, AddNactTunnelApiArg } from '@/api/generated/edge.gen';
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

/** One kind of device item's add form: its texts under `edge:<item>`, its form, and the body it sends. */
interface ItemForm<V extends FormikValues, B> {
  item: 'tunnels' | 'adapters' | 'portMappings';
  testId: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  body(values: V): Omit<B, 'deviceId'>;
  /** The form's fields; `text(key)` is the text `edge:<item>.<key>`. */
  fields(text: (key: string) => string): ReactNode;
}

const TUNNEL: ItemForm<TunnelValues, AddNactTunnelApiArg> = {
  item: 'tunnels',
  testId: 'tunnel-dialog',
  initialValues: { name: '', localPort: '22', remotePort: '' },
  validationSchema: tunnelSchema,
  body: (v) => ({
    name: optionalText(v.name),
    localPort: Number(v.localPort.trim()),
    remotePort: toPort(v.remotePort),
  }),
  fields: (text) => (
    <>
      <FormTextField name="name" label={text('fields.name')} autoFocus />
      <FormTextField name="localPort" label={text('fields.localPort')} required inputMode="numeric" />
      <FormTextField
        name="remotePort"
        label={text('fields.remotePort')}
        inputMode="numeric"
        helperText={text('remotePortHint')}
      />
    </>
  ),
};

const ADAPTER: ItemForm<AdapterValues, AddNactAdapterApiArg> = {
  item: 'adapters',
  testId: 'adapter-dialog',
  initialValues: { name: '', ipAddress: '', netmask: '255.255.255.0', gateway: '', macAddress: '' },
  validationSchema: adapterSchema,
  body: (v) => ({
    name: v.name.trim(),
    ipAddress: v.ipAddress.trim(),
    netmask: v.netmask.trim(),
    gateway: optionalText(v.gateway),
    macAddress: optionalText(v.macAddress),
  }),
  fields: (text) => (
    <>
      <FormTextField name="name" label={text('fields.name')} required autoFocus />
      <FormTextField name="ipAddress" label={text('fields.ipAddress')} required />
      <FormTextField name="netmask" label={text('fields.netmask')} required />
      <FormTextField name="gateway" label={text('fields.gateway')} />
      <FormTextField name="macAddress" label={text('fields.macAddress')} placeholder="52:54:00:12:34:56" />
    </>
  ),
};

const PORT_MAPPING: ItemForm<PortMappingValues, AddNactPortMappingApiArg> = {
  item: 'portMappings',
  testId: 'port-mapping-dialog',
  initialValues: { protocol: 'tcp', externalPort: '', internalIp: '', internalPort: '', description: '' },
  validationSchema: portMappingSchema,
  body: (v) => ({
    protocol: v.protocol,
    externalPort: Number(v.externalPort.trim()),
    internalIp: v.internalIp.trim(),
    internalPort: Number(v.internalPort.trim()),
    description: optionalText(v.description),
  }),
  fields: (text) => (
    <>
      <FormRadioGroup
        name="protocol"
        row
        label={text('fields.protocol')}
        options={[
          { value: 'tcp', label: 'TCP' },
          { value: 'udp', label: 'UDP' },
        ]}
      />
      <FormTextField name="externalPort" label={text('fields.externalPort')} required inputMode="numeric" autoFocus />
      <FormTextField name="internalIp" label={text('fields.internalIp')} required />
      <FormTextField name="internalPort" label={text('fields.internalPort')} required inputMode="numeric" />
      <FormTextField name="description" label={text('fields.description')} />
    </>
  ),
};

interface AddItemDialogProps<V extends FormikValues, B> {
  form: ItemForm<V, B>;
  /** Sends the body; a refusal throws and stays in the dialog. */
  send(body: Omit<B, 'deviceId'>): Promise<unknown>;
  onClose(): void;
}

/** The add form of a device item: sent, it says so and closes. */
function AddItemDialog<V extends FormikValues, B>({ form, send, onClose }: AddItemDialogProps<V, B>) {
  const { t } = useTranslation(['edge', 'common']);
  const { item, body, fields, ...formik } = form;
  const text = (key: string) => t(`edge:${item}.${key}`);
  return (
    <FormDialog<V>
      {...formik}
      title={t(`edge:${item}.addTitle`)}
      submitLabel={t(`edge:${item}.add`)}
      failedText={t(`edge:${item}.addFailed`)}
      onClose={onClose}
      onSubmit={async (v) => {
        await send(body(v));
        notify.success(t(`edge:${item}.added`));
        onClose();
      }}
    >
      {fields(text)}
    </FormDialog>
  );
}

export function AddTunnelDialog({ deviceId, onClose }: AddProps) {
  const [add] = useAddNactTunnelMutation();
  return <AddItemDialog form={TUNNEL} send={(body) => add({ deviceId, ...body }).unwrap()} onClose={onClose} />;
}

export function AddAdapterDialog({ deviceId, onClose }: AddProps) {
  const [add] = useAddNactAdapterMutation();
  return <AddItemDialog form={ADAPTER} send={(body) => add({ deviceId, ...body }).unwrap()} onClose={onClose} />;
}

export function AddPortMappingDialog({ deviceId, onClose }: AddProps) {
  const [add] = useAddNactPortMappingMutation();
  return <AddItemDialog form={PORT_MAPPING} send={(body) => add({ deviceId, ...body }).unwrap()} onClose={onClose} />;
}
