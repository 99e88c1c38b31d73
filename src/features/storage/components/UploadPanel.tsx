// Drop or choose several files; each gets a row with its progress bar, cancel while it runs, and the reason
// when it failed. Used by the cloud drive and by a bucket's objects.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/components/format';
import FileDropZone from '@/components/upload/FileDropZone';
import { MiB } from '@/components/upload/files';
import UploadProgress from '@/components/upload/UploadProgress';
import type { UploadItem } from '../useUploadQueue';

/**
 * Files travel inline as base64 (FileContent) and the API takes bodies of at most 10 MB: base64 adds a third,
 * so 7 MiB is the largest file one call can carry.
 */
export const INLINE_UPLOAD_MAX_BYTES = 7 * MiB;

export interface UploadPanelProps<T> {
  items: readonly UploadItem<T>[];
  onFiles(files: File[]): void;
  onCancel(id: string): void;
  onClearFinished(): void;
  /** Where the files go, in words (`Uploading to /datasets`). */
  destination: ReactNode;
  /** Options shown under the drop zone (e.g. replace files with the same name). */
  options?: ReactNode;
  testId?: string;
}

export default function UploadPanel<T>({
  items,
  onFiles,
  onCancel,
  onClearFinished,
  destination,
  options,
  testId = 'upload-panel',
}: UploadPanelProps<T>) {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const finished = items.some((i) => i.status === 'done' || i.status === 'failed' || i.status === 'cancelled');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {destination}
      </Typography>
      <FileDropZone
        multiple
        maxBytes={INLINE_UPLOAD_MAX_BYTES}
        onFiles={onFiles}
        label={t('storage:upload.choose')}
        testId={`${testId}-drop`}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('storage:upload.limit', { max: formatBytes(INLINE_UPLOAD_MAX_BYTES, i18n.language) })}
      </Typography>
      {options}
      {items.length ? (
        <Box component="ul" aria-label={t('storage:upload.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {items.map((item) => (
            <Box component="li" key={item.id} data-testid="upload-item" data-status={item.status}>
              <UploadProgress
                fileName={item.file.name}
                percent={item.percent}
                status={item.status === 'queued' ? 'running' : item.status}
                onCancel={() => onCancel(item.id)}
              />
              {item.status === 'failed' && item.error ? (
                <Typography variant="caption" color="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
                  {item.error}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
      {finished ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={onClearFinished}>
            {t('storage:upload.clearFinished')}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
