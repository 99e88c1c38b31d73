// Avatar upload: a PNG or JPG image (its bytes checked, not its name), previewed, stored as a data URL in `avatar`;
// another size than the recommended 200 × 200 is accepted with a note saying so.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import { readImageFile } from '@/components/upload/imageFile';
import { useUpdateCurrentUserMutation } from '@/features/session/api';
import type { CurrentUser } from '@/features/session/slice';
import { notify } from '@/lib/notify';
import { hasRecommendedSize, RECOMMENDED_IMAGE_SIZE } from '@/validation/imageContent';
import { checkAvatarFile, LOGO_MIME_TYPES } from '@/validation/rules';
import { message } from '@/validation/schemas';
import { profileOf } from './userFields';

export default function AvatarForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const [update, { isLoading }] = useUpdateCurrentUserMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sizeNote, setSizeNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const p = profileOf(user);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    setSizeNote(null);
    const bad = checkAvatarFile(file);
    if (bad) {
      setFileError(message(bad));
      setPreview(null);
      return;
    }
    setFileError(null);
    const image = await readImageFile(file).catch(() => null);
    if (!image) {
      setFileError(message('avatarType'));
      setPreview(null);
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
    setError(null);
    try {
      await update({ userId: p.userId, avatar: preview }).unwrap();
      setPreview(null);
      setSizeNote(null);
      notify.success(t('session:account.saved'));
    } catch (e) {
      setError(apiErrorText(e, t('session:account.saveFailed')));
    }
  };

  return (
    <Box data-testid="avatar-form">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          src={preview ?? (p.avatar || undefined)}
          alt={preview ? t('session:account.avatar.preview') : t('session:account.avatar.current')}
          sx={{ width: 96, height: 96 }}
          data-testid="avatar-preview"
        />
        <Stack spacing={1}>
          {/* The file input sits beside the button (not inside it): a control inside a control is not allowed. */}
          <Button variant="outlined" onClick={() => fileRef.current?.click()} aria-describedby={`${inputId}-help`}>
            {t('session:account.avatar.choose')}
          </Button>
          <input
            ref={fileRef}
            type="file"
            tabIndex={-1}
            aria-label={t('session:account.avatar.choose')}
            accept={LOGO_MIME_TYPES.join(',')}
            onChange={(e) => void onFile(e)}
            style={{ display: 'none' }}
            data-testid="avatar-input"
          />
          {preview ? (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" loading={isLoading} onClick={() => void save()}>
                {t('common:actions.save')}
              </Button>
              <Button
                color="inherit"
                onClick={() => {
                  setPreview(null);
                  setSizeNote(null);
                }}
                disabled={isLoading}
              >
                {t('common:actions.cancel')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText id={`${inputId}-help`} error={Boolean(fileError)} role={fileError ? 'alert' : undefined}>
        {fileError ? t(fileError) : t('session:account.avatar.help')}
      </FormHelperText>
      {sizeNote ? <FormHelperText data-testid="avatar-size-note">{sizeNote}</FormHelperText> : null}
      <FormError message={error} />
    </Box>
  );
}
