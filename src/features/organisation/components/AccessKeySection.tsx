// The organisation's access key (obs_accesskey): created or rotated secrets are shown once, with copy and a
// warning; afterwards only the masked secret is shown. Rotating asks for confirmation; the key can be disabled.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { formatDateTime } from '@/components/format';
import PageLoading from '@/components/PageLoading';
import Permitted from '@/components/Permitted';
import { notify } from '@/lib/notify';
import {
  useCreateAccessKeyMutation,
  useQueryAccessKeyQuery,
  useUpdateAccessKeyMutation,
  type AccessKeySecret,
} from '../api';

function SecretOnceDialog({ secret, onClose }: { secret: AccessKeySecret; onClose(): void }) {
  const { t } = useTranslation(['organisation', 'common']);
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="secret-dialog">
      <DialogTitle id={titleId}>{t('organisation:accessKey.secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('organisation:accessKey.secretWarning')}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t('organisation:accessKey.keyId')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{secret.accessKeyId}</Typography>
          <CopyButton text={secret.accessKeyId} label={t('organisation:accessKey.copyKeyId')} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('organisation:accessKey.secret')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="secret-value">
            {secret.secretAccessKey}
          </Typography>
          <CopyButton text={secret.secretAccessKey ?? ''} label={t('organisation:accessKey.copySecret')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('organisation:accessKey.secretSaved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AccessKeySection({ allowed }: { allowed: boolean }) {
  const { t, i18n } = useTranslation(['organisation', 'common']);
  const { data, isLoading } = useQueryAccessKeyQuery({});
  const [create, creation] = useCreateAccessKeyMutation();
  const [update, updating] = useUpdateAccessKeyMutation();
  const [secret, setSecret] = useState<AccessKeySecret | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const key = data?.data ?? null;

  if (isLoading) return <PageLoading />;

  const createKey = async () => {
    try {
      const answer = await create({}).unwrap();
      if (answer.data) setSecret(answer.data);
    } catch {
      // baseQuery showed the refusal
    }
  };
  const rotate = async () => {
    if (!key) return;
    try {
      const answer = await update({ accessKeyId: key.accessKeyId, rotateSecret: true }).unwrap();
      setConfirmRotate(false);
      if (answer.data) setSecret(answer.data);
    } catch {
      setConfirmRotate(false);
    }
  };
  const toggle = async () => {
    if (!key) return;
    const status = key.status === 'disabled' ? 'enabled' : 'disabled';
    try {
      await update({ accessKeyId: key.accessKeyId, status }).unwrap();
      notify.success(
        status === 'enabled' ? t('organisation:accessKey.enabledDone') : t('organisation:accessKey.disabledDone'),
      );
    } catch {
      // baseQuery showed the refusal
    }
  };

  return (
    <Stack spacing={1.5} data-testid="access-key">
      {key ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ minWidth: 140 }} color="text.secondary">
              {t('organisation:accessKey.keyId')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace' }}>{key.accessKeyId}</Typography>
            <CopyButton text={key.accessKeyId} label={t('organisation:accessKey.copyKeyId')} />
            <Chip
              size="small"
              color={key.status === 'disabled' ? 'default' : 'success'}
              label={
                key.status === 'disabled' ? t('organisation:accessKey.disabled') : t('organisation:accessKey.enabled')
              }
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ minWidth: 140 }} color="text.secondary">
              {t('organisation:accessKey.secret')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace' }} data-testid="secret-masked">
              {key.secretMasked}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('organisation:accessKey.updatedAt', {
              time: formatDateTime(key.updatedAt ?? key.createdAt, i18n.language),
            })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Permitted allowed={allowed}>
              <Button
                variant="outlined"
                disabled={!allowed || updating.isLoading}
                onClick={() => setConfirmRotate(true)}
              >
                {t('organisation:accessKey.rotate')}
              </Button>
            </Permitted>
            <Permitted allowed={allowed}>
              <Button disabled={!allowed || updating.isLoading} onClick={() => void toggle()}>
                {key.status === 'disabled' ? t('organisation:accessKey.enable') : t('organisation:accessKey.disable')}
              </Button>
            </Permitted>
          </Stack>
        </>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{t('organisation:accessKey.none')}</Typography>
          <Permitted allowed={allowed}>
            <Button variant="contained" disabled={!allowed || creation.isLoading} onClick={() => void createKey()}>
              {t('organisation:accessKey.create')}
            </Button>
          </Permitted>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmRotate}
        destructive
        pending={updating.isLoading}
        title={t('organisation:accessKey.rotateTitle')}
        message={t('organisation:accessKey.rotateMessage', { id: key?.accessKeyId ?? '' })}
        confirmLabel={t('organisation:accessKey.rotate')}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirmRotate(false)}
      />
      {secret ? <SecretOnceDialog secret={secret} onClose={() => setSecret(null)} /> : null}
    </Stack>
  );
}
