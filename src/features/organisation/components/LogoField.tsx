// The organisation logo: PNG or JPG only (rules.checkLogoType), previewed, saved as a data URL.
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/app/notify';
import { apiErrorText } from '@/components/form/apiErrorText';
import { checkLogoType, LIMITS, LOGO_MIME_TYPES } from '@/validation/rules';
import { useUpdateOrganisationMutation, type Organisation } from '../api';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export default function LogoField({ organisation, allowed }: { organisation: Organisation; allowed: boolean }) {
  const { t } = useTranslation(['organisation', 'validation']);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateOrganisationMutation();
  const hintId = useId();

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const refused = checkLogoType(file.type) ?? (file.size > LIMITS.avatarBytes ? 'avatarSize' : null);
    if (refused) {
      setPreview(null);
      setError(refused === 'logoType' ? t('validation:logoType') : t('validation:avatarSize'));
      if (input.current) input.current.value = '';
      return;
    }
    setPreview(await readDataUrl(file));
  };

  const save = async () => {
    if (!preview) return;
    try {
      await update({ ugroupId: organisation.ugroupId, logo: preview }).unwrap();
      notify.success(t('organisation:info.logoSaved'));
      setPreview(null);
    } catch (e) {
      setError(apiErrorText(e, t('organisation:info.saveFailed')));
    }
  };

  const shown = preview ?? organisation.logo ?? undefined;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown}
          alt={t('organisation:info.logoAlt')}
          variant="rounded"
          sx={{ width: 72, height: 72 }}
          data-testid="logo-preview"
        >
          {organisation.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<UploadOutlined />}
              disabled={!allowed || isLoading}
              onClick={() => input.current?.click()}
              aria-describedby={hintId}
            >
              {t('organisation:info.chooseLogo')}
            </Button>
            {preview ? (
              <Button variant="contained" disabled={!allowed || isLoading} onClick={() => void save()}>
                {t('organisation:info.saveLogo')}
              </Button>
            ) : null}
          </Stack>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t('organisation:info.logoHint')}
          </Typography>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={LOGO_MIME_TYPES.join(',')}
        disabled={!allowed}
        data-testid="logo-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {error ? (
        <Alert severity="error" role="alert" data-testid="logo-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
