// The organisation logo: a PNG or JPG image (its bytes checked, not its name), previewed, saved as a data URL; an
// image of another size than the recommended 200 × 200 is accepted with a note saying so.
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import { readImageFile } from '@/components/upload/imageFile';
import { notify } from '@/lib/notify';
import { hasRecommendedSize, RECOMMENDED_IMAGE_SIZE } from '@/validation/imageContent';
import { checkLogoType, LIMITS, LOGO_MIME_TYPES } from '@/validation/rules';
import { useUpdateOrganisationMutation, type Organisation } from '../api';

export default function LogoField({ organisation, allowed }: { organisation: Organisation; allowed: boolean }) {
  const { t } = useTranslation(['organisation', 'validation', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sizeNote, setSizeNote] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateOrganisationMutation();
  const hintId = useId();

  const refuse = (text: string) => {
    setPreview(null);
    setError(text);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setError(null);
    setSizeNote(null);
    if (!file) return;
    const refused = checkLogoType(file.type) ?? (file.size > LIMITS.avatarBytes ? 'avatarSize' : null);
    if (refused) {
      refuse(refused === 'logoType' ? t('validation:logoType') : t('validation:avatarSize'));
      return;
    }
    const image = await readImageFile(file).catch(() => null);
    if (!image) {
      refuse(t('validation:logoType'));
      return;
    }
    if (!hasRecommendedSize(image)) {
      const { width, height } = RECOMMENDED_IMAGE_SIZE;
      setSizeNote(t('common:upload.imageSizeNote', { ...image, recommended: `${width} × ${height}` }));
    }
    setPreview(image.dataUrl);
  };

  const save = async () => {
    if (!preview) return;
    try {
      await update({ ugroupId: organisation.ugroupId, logo: preview }).unwrap();
      notify.success(t('organisation:info.logoSaved'));
      setPreview(null);
      setSizeNote(null);
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
      {sizeNote ? (
        <Alert severity="info" data-testid="logo-size-note">
          {sizeNote}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" data-testid="logo-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
