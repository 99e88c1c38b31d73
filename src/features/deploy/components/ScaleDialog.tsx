// Scale a deployed service: the replicas wanted (a whole number 0-64), then scaleAssemblyService; the server's
// refusal stays in the dialog.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useScaleAssemblyServiceMutation, type AssemblyService } from '../api';
import { REPLICAS_MAX, scaleSchema, type ScaleValues } from '../schemas';

export default function ScaleDialog({ service, onClose }: { service: AssemblyService; onClose(): void }) {
  const { t } = useTranslation(['deploy', 'common']);
  const [scale] = useScaleAssemblyServiceMutation();
  return (
    <FormDialog<ScaleValues>
      title={t('deploy:ops.scale.title', { name: service.name })}
      initialValues={{ replicas: String(service.replicas ?? 1) }}
      validationSchema={scaleSchema}
      submitLabel={t('deploy:ops.scale.submit')}
      failedText={t('deploy:ops.scale.failed')}
      onClose={onClose}
      onSubmit={async (values) => {
        const replicas = Number(values.replicas);
        await scale({ id: service.id, assemAddr: service.assemAddr, replicas }).unwrap();
        notify.success(t('deploy:ops.scale.done', { name: service.name, count: replicas }));
        onClose();
      }}
    >
      <DialogContentText>
        {t('deploy:ops.scale.hint', { current: service.replicas ?? 0, max: REPLICAS_MAX })}
      </DialogContentText>
      <FormTextField
        name="replicas"
        label={t('deploy:ops.scale.replicas')}
        required
        autoFocus
        inputProps={{ inputMode: 'numeric' }}
      />
    </FormDialog>
  );
}
