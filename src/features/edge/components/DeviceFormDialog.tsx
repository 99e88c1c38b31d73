// Register a NacT device, or edit one: TSN serial (register only), name, description, callback URL and the
// Curve25519 public key, with a helper that makes a key pair in the browser. The private key is shown once,
// lives only in this dialog's state and is dropped when the dialog closes. The server's refusal stays inline.
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import IdCell from '@/components/IdCell';
import { notify } from '@/lib/notify';
import { useRegisterNactDeviceMutation, useUpdateNactDeviceMutation, type NactDevice } from '../api';
import { canGenerateKeyPair, generateX25519KeyPair } from '../keyPair';
import { editDeviceSchema, registerDeviceSchema, type DeviceValues } from '../schemas';

interface GeneratedPair {
  publicKey: string;
  privateKey: string;
}

function KeyPairHelper({
  pair,
  onGenerated,
}: {
  pair: GeneratedPair | null;
  onGenerated(pair: GeneratedPair | null): void;
}) {
  const { t } = useTranslation(['edge', 'common']);
  const { values, setFieldValue, setFieldTouched } = useFormikContext<DeviceValues>();
  // Once the public key is edited by hand, the private key shown no longer belongs to it: drop it.
  const stale = pair !== null && values.publicKey.trim() !== pair.publicKey;
  useEffect(() => {
    if (stale) onGenerated(null);
  }, [stale, onGenerated]);
  const privateKey = stale ? null : (pair?.privateKey ?? null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const supported = canGenerateKeyPair();

  const generate = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const made = await generateX25519KeyPair();
      onGenerated(made);
      await setFieldValue('publicKey', made.publicKey, true);
      void setFieldTouched('publicKey', true, false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <KeyOutlined />}
        disabled={!supported || busy}
        onClick={() => void generate()}
        data-testid="generate-key-pair"
      >
        {t('edge:device.generateKeyPair')}
      </Button>
      {!supported || failed ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('edge:device.keyPairUnsupported')}
        </Alert>
      ) : null}
      {privateKey ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="private-key-once">
          <AlertTitle>{t('edge:device.privateKeyTitle')}</AlertTitle>
          {t('edge:device.privateKeyWarning')}
          <Box sx={{ mt: 1 }}>
            <IdCell text={privateKey} copyLabel={t('edge:device.copyPrivateKey')} testId="private-key-value" />
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {t('edge:device.privateKeyFormat')}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}

export interface DeviceFormDialogProps {
  open: boolean;
  /** The device to edit; without it the dialog registers a new one. */
  device?: NactDevice | null;
  onClose(): void;
  onSaved?(device: NactDevice): void;
}

export default function DeviceFormDialog({ open, device, onClose, onSaved }: DeviceFormDialogProps) {
  // Closed, the dialog keeps nothing: a private key shown and a refusal go with it.
  return open ? <DeviceForm device={device} onClose={onClose} onSaved={onSaved} /> : null;
}

function DeviceForm({ device, onClose, onSaved }: Omit<DeviceFormDialogProps, 'open'>) {
  const { t } = useTranslation(['edge', 'common', 'validation']);
  const [register] = useRegisterNactDeviceMutation();
  const [update] = useUpdateNactDeviceMutation();
  const [pair, setPair] = useState<GeneratedPair | null>(null);
  const editing = Boolean(device);

  // The private key goes as the dialog closes, whatever its parent does with it.
  const close = () => {
    setPair(null);
    onClose();
  };

  const initialValues: DeviceValues = {
    tsnSerial: device?.tsnSerial ?? '',
    name: device?.name ?? '',
    description: device?.description ?? '',
    callbackUrl: device?.callbackUrl ?? '',
    publicKey: device?.publicKey ?? '',
  };

  return (
    <FormDialog<DeviceValues>
      title={editing ? t('edge:device.editTitle', { name: device?.name ?? '' }) : t('edge:device.registerTitle')}
      initialValues={initialValues}
      enableReinitialize
      validationSchema={editing ? editDeviceSchema : registerDeviceSchema}
      submitLabel={editing ? t('common:actions.save') : t('edge:device.register')}
      failedText={t('edge:device.saveFailed')}
      onClose={close}
      // A shown private key is not lost by a stray click outside.
      keepOnBackdrop={Boolean(pair)}
      maxWidth="sm"
      testId="device-dialog"
      onSubmit={async (values) => {
        const fields = {
          name: values.name.trim(),
          description: values.description.trim(),
          callbackUrl: values.callbackUrl.trim(),
          publicKey: values.publicKey.trim(),
        };
        const answer = device
          ? await update({ id: device.id, ...fields }).unwrap()
          : await register({ tsnSerial: values.tsnSerial.trim(), ...fields }).unwrap();
        notify.success(
          device ? t('edge:device.updated', { name: fields.name }) : t('edge:device.registered', { name: fields.name }),
        );
        if (answer.data) onSaved?.(answer.data);
        close();
      }}
    >
      {editing ? null : <FormTextField name="tsnSerial" label={t('edge:device.fields.tsnSerial')} required autoFocus />}
      {(
        [
          ['name', t('edge:device.fields.name'), t('edge:device.hints.name')],
          ['description', t('edge:device.fields.description'), t('edge:device.hints.description')],
          ['callbackUrl', t('edge:device.fields.callbackUrl'), t('edge:device.hints.callbackUrl')],
        ] as const
      ).map(([name, label, hint]) => (
        <FormTextField
          key={name}
          name={name}
          label={label}
          required
          placeholder={name === 'callbackUrl' ? 'https://' : undefined}
          helperText={hint}
        />
      ))}
      <FormTextField
        name="publicKey"
        label={t('edge:device.fields.publicKey')}
        required
        multiline
        minRows={1}
        inputProps={{ spellCheck: false, style: { fontFamily: 'monospace' } }}
        helperText={t('edge:device.hints.publicKey')}
      />
      <KeyPairHelper pair={pair} onGenerated={setPair} />
    </FormDialog>
  );
}
