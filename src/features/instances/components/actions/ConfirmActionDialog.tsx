// The actions confirmed by a plain dialog (release, restart, repair VXLAN, public access, compute network,
// archive): the dialog names the instance and what the action does; the server's refusal stays in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { notify } from '@/lib/notify';
import {
  useArchiveInstanceMutation,
  useReleaseInstanceMutation,
  useRepairInstanceVxlanMutation,
  useRestartInstanceMutation,
  useSetInstanceComputeNetworkMutation,
  useSetInstancePublicAccessMutation,
  type Instance,
} from '../../api';
import { DESTRUCTIVE, type InstanceAction } from '../../status';
import { confirmTexts } from './actionTexts';

export interface ConfirmActionDialogProps {
  action: InstanceAction;
  instance: Instance;
  onClose(): void;
}

export default function ConfirmActionDialog({ action, instance, onClose }: ConfirmActionDialogProps) {
  const { t } = useTranslation(['instances', 'common']);
  const [release, releasing] = useReleaseInstanceMutation();
  const [restart, restarting] = useRestartInstanceMutation();
  const [repair, repairing] = useRepairInstanceVxlanMutation();
  const [setPublic, settingPublic] = useSetInstancePublicAccessMutation();
  const [setNetwork, settingNetwork] = useSetInstanceComputeNetworkMutation();
  const [archive, archiving] = useArchiveInstanceMutation();
  const [error, setError] = useState<string | null>(null);
  const texts = confirmTexts(t, action, { name: instance.name, id: instance.id });
  const pending = [releasing, restarting, repairing, settingPublic, settingNetwork, archiving].some((m) => m.isLoading);

  const run = () => {
    const id = instance.id;
    switch (action) {
      case 'release':
        return release({ id }).unwrap();
      case 'restart':
        return restart({ id }).unwrap();
      case 'repairVxlan':
        return repair({ id }).unwrap();
      case 'enablePublicAccess':
      case 'disablePublicAccess':
        return setPublic({ id, enabled: action === 'enablePublicAccess' }).unwrap();
      case 'enableComputeNetwork':
      case 'disableComputeNetwork':
        return setNetwork({ id, enabled: action === 'enableComputeNetwork' }).unwrap();
      case 'archive':
        return archive({ id }).unwrap();
      default:
        return Promise.resolve(null);
    }
  };

  const confirm = async () => {
    setError(null);
    try {
      await run();
      notify.success(texts?.done ?? '');
      onClose();
    } catch (e) {
      setError(apiErrorText(e, t('instances:actions.failed')));
    }
  };

  if (!texts) return null;
  return (
    <ConfirmDialog
      open
      destructive={DESTRUCTIVE.has(action)}
      pending={pending}
      error={error}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.label}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
