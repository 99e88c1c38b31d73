// Download a file (or a folder, packed as .tar.gz) from the instance: the server answers a signed, time-limited
// URL (getInstanceDataDownloadUrl), offered as a download link with a copy button and its expiry.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
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
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      data-testid="download-dialog"
    >
      <DialogTitle id={`${id}-title`}>{t('instances:actions.downloadData.title')}</DialogTitle>
      <DialogContent>
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
        <FormError message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
        <Button
          variant="contained"
          onClick={() => void request()}
          disabled={isFetching}
          startIcon={isFetching ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {t('instances:data.getLink')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
