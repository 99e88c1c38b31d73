// Confirmation before disabling an application service: names it and says what stops; shows a refusal inline.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { notify } from '@/lib/notify';
import { useDisableApplicationServiceMutation, type ApplicationService } from '../api';

export default function DisableServiceDialog({
  service,
  onClose,
  onDisabled,
}: {
  service: Pick<ApplicationService, 'id' | 'name'> | null;
  onClose(): void;
  onDisabled?(): void;
}) {
  const { t } = useTranslation('apps');
  const [disable, state] = useDisableApplicationServiceMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!service) return;
    setError(null);
    try {
      await disable({ serviceId: service.id }).unwrap();
      notify.success(t('apps:disable.done', { name: service.name }));
      onClose();
      onDisabled?.();
    } catch (e) {
      setError(apiErrorText(e, t('apps:disable.failed')));
    }
  };
  return (
    <ConfirmDialog
      open={service !== null}
      destructive
      pending={state.isLoading}
      error={error}
      title={t('apps:disable.title')}
      message={t('apps:disable.message', { name: service?.name ?? '', id: service?.id ?? '' })}
      confirmLabel={t('apps:disable.confirm')}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
