// Create or edit a network service group: name, address (CIDR), encryption algorithm, public key (2-60),
// access point (host:port) and the service it exposes. The server's refusal stays inline.
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import {
  useCreateNetworkServiceGroupMutation,
  useUpdateNetworkServiceGroupMutation,
  type NetworkServiceGroup,
} from '../api';
import { ENCRYPTION_ALGORITHMS, serviceGroupSchema, type ServiceGroupValues } from '../schemas';

export interface ServiceGroupFormDialogProps {
  /** The group to edit; without it the dialog creates one. */
  group?: NetworkServiceGroup | null;
  onClose(): void;
}

export default function ServiceGroupFormDialog({ group, onClose }: ServiceGroupFormDialogProps) {
  const { t } = useTranslation(['edge', 'common', 'validation']);
  const [create] = useCreateNetworkServiceGroupMutation();
  const [update] = useUpdateNetworkServiceGroupMutation();
  return (
    <FormDialog<ServiceGroupValues>
      title={group ? t('edge:nsg.editTitle', { name: group.name }) : t('edge:nsg.createTitle')}
      initialValues={{
        name: group?.name ?? '',
        address: group?.address ?? '',
        encryptionAlgorithm: group?.encryptionAlgorithm ?? 'chacha20-poly1305',
        publicKey: group?.publicKey ?? '',
        accessPoint: group?.accessPoint ?? '',
        service: group?.service ?? '',
      }}
      validationSchema={serviceGroupSchema}
      submitLabel={group ? t('common:actions.save') : t('edge:nsg.create')}
      failedText={t('edge:nsg.saveFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="nsg-dialog"
      onSubmit={async (v) => {
        const body = {
          name: v.name.trim(),
          address: v.address.trim(),
          encryptionAlgorithm: v.encryptionAlgorithm,
          publicKey: v.publicKey.trim(),
          accessPoint: v.accessPoint.trim(),
          service: v.service.trim(),
        };
        if (group) await update({ id: group.id, ...body }).unwrap();
        else await create(body).unwrap();
        notify.success(group ? t('edge:nsg.updated', { name: body.name }) : t('edge:nsg.created', { name: body.name }));
        onClose();
      }}
    >
      <FormTextField
        name="name"
        label={t('edge:nsg.fields.name')}
        required
        autoFocus
        helperText={t('edge:nsg.hints.name')}
      />
      <FormTextField
        name="address"
        label={t('edge:nsg.fields.address')}
        required
        placeholder="10.88.0.0/24"
        helperText={t('edge:nsg.hints.address')}
      />
      <FormRadioGroup
        name="encryptionAlgorithm"
        row
        label={t('edge:nsg.fields.encryptionAlgorithm')}
        options={ENCRYPTION_ALGORITHMS.map((a) => ({ value: a, label: a }))}
      />
      <FormTextField
        name="publicKey"
        label={t('edge:nsg.fields.publicKey')}
        required
        inputProps={{ spellCheck: false, style: { fontFamily: 'monospace' } }}
        helperText={t('edge:nsg.hints.publicKey')}
      />
      <FormTextField
        name="accessPoint"
        label={t('edge:nsg.fields.accessPoint')}
        required
        placeholder="ap.example.org:51820"
        helperText={t('edge:nsg.hints.accessPoint')}
      />
      <FormTextField name="service" label={t('edge:nsg.fields.service')} required />
    </FormDialog>
  );
}
