// Download a file (or a folder, packed as .tar.gz) from the instance: the server answers a signed, time-limited
// URL (getInstanceDataDownloadUrl), offered as a download link with a copy button and its expiry.
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime } from '@/components/format';
import { useLazyGetInstanceDataDownloadUrlQuery, type DownloadLink, type Instance } from '../../api';
import { downloadSchema } from '../../schemas';

/** The link as the browser should open it (the server may answer a path on this origin). */
export function absoluteUrl(url: string, origin = window.location.origin): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

export default function DownloadDataDialog({ instance, onClose }: { instance: Instance; onClose(): void }) {
  const { t, i18n } = useTranslation(['instances', 'validation', 'common']);
  const [fetchLink, { isFetching }] = useLazyGetInstanceDataDownloadUrlQuery();
  const [path, setPath] = useState('/root/output');
  const [touched, setTouched] = useState(false);
  const [link, setLink] = useState<DownloadLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  let pathError: string | null = null;
  try {
    downloadSchema.validateSync({ path });
  } catch (e) {
    pathError = (e as { message?: string }).message ?? null;
  }

  const request = async () => {
    setTouched(true);
    if (pathError) return;
    setError(null);
    setLink(null);
    try {
      const answer = await fetchLink({ id: instance.id, path: path.trim() }, false).unwrap();
      setLink(answer.data ?? null);
    } catch (e) {
      setError(apiErrorText(e, t('instances:data.downloadFailed')));
    }
  };

  const href = link ? absoluteUrl(link.url) : '';
  return (
    <ActionDialog
      title={t('instances:actions.downloadData.title')}
      error={error}
      pending={isFetching}
      onClose={onClose}
      onSubmit={() => void request()}
      submitLabel={t('instances:data.getLink')}
      cancelLabel={t('common:actions.close')}
      maxWidth="sm"
      testId="download-dialog"
    >
      <DialogContentText sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('instances:actions.downloadData.message', { name: instance.name, id: instance.id })}
      </DialogContentText>
      <FormControl fullWidth size="small" margin="dense" error={touched && Boolean(pathError)}>
        <InputLabel htmlFor={`${id}-path`}>{t('instances:data.sourcePath')}</InputLabel>
        <OutlinedInput
          id={`${id}-path`}
          label={t('instances:data.sourcePath')}
          value={path}
          onChange={(e) => {
            setPath(e.target.value);
            setLink(null);
          }}
          onBlur={() => setTouched(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void request();
          }}
          aria-describedby={`${id}-path-help`}
        />
        <FormHelperText id={`${id}-path-help`}>
          {touched && pathError ? t(pathError) : t('instances:data.sourcePathHint')}
        </FormHelperText>
      </FormControl>
      {link ? (
        <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} data-testid="download-link">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Link
              href={href}
              download={link.fileName ?? true}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {t('instances:data.downloadFile', { name: link.fileName ?? path })}
            </Link>
            <CopyButton text={href} label={t('instances:data.copyLink')} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('instances:data.expiresAt', { time: formatDateTime(link.expiresAt, i18n.language) })}
          </Typography>
        </Paper>
      ) : null}
    </ActionDialog>
  );
}
