// Upload a new version of a dataset or model: version (digits), note and one file sent inline (FileContent,
// base64), with a progress bar (reading, then sending) and cancel. The server's refusal stays in the dialog.
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { formatBytes } from '@/components/format';
import FileDropZone from '@/components/upload/FileDropZone';
import { UploadCancelled, toFileContent } from '@/components/upload/files';
import UploadProgress from '@/components/upload/UploadProgress';
import { notify } from '@/lib/notify';
import { useUploadDatasetVersionMutation, useUploadModelVersionMutation } from '../api';
import { LIMITS, MAX_VERSION_FILE_BYTES, nextVersion, versionSchema, type VersionValues } from '../schemas';

export type AssetKind = 'dataset' | 'model';

export interface UploadVersionDialogProps {
  kind: AssetKind;
  asset: { id: string; name: string; latestVersion?: string | null };
  onClose(): void;
}

interface Progress {
  percent: number;
  status: 'running' | 'done' | 'failed' | 'cancelled';
}

/** Reading the file fills the bar to this share; the server's answer fills the rest. */
const READ_SHARE = 90;

export default function UploadVersionDialog({ kind, asset, onClose }: UploadVersionDialogProps) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const [uploadDataset] = useUploadDatasetVersionMutation();
  const [uploadModel] = useUploadModelVersionMutation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = async (values: VersionValues, chosen: File) => {
    const stop = new AbortController();
    controller.current = stop;
    setProgress({ percent: 0, status: 'running' });
    try {
      const content = await toFileContent(chosen, stop.signal, (loaded) =>
        setProgress({ percent: chosen.size ? (loaded / chosen.size) * READ_SHARE : READ_SHARE, status: 'running' }),
      );
      setProgress({ percent: READ_SHARE, status: 'running' });
      const body = {
        id: asset.id,
        version: values.version.trim(),
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
        file: content,
      };
      const request = kind === 'dataset' ? uploadDataset(body) : uploadModel(body);
      const abort = () => request.abort();
      stop.signal.addEventListener('abort', abort, { once: true });
      try {
        await request.unwrap();
      } catch (e) {
        throw stop.signal.aborted ? new UploadCancelled() : e;
      } finally {
        stop.signal.removeEventListener('abort', abort);
      }
      setProgress({ percent: 100, status: 'done' });
    } catch (e) {
      const cancelled = e instanceof UploadCancelled;
      setProgress((p) => ({ percent: p?.percent ?? 0, status: cancelled ? 'cancelled' : 'failed' }));
      throw e;
    } finally {
      controller.current = null;
    }
  };

  return (
    <FormDialog<VersionValues>
      title={t('resources:versions.uploadTitle', { name: asset.name })}
      initialValues={{ version: nextVersion(asset.latestVersion), note: '' }}
      validationSchema={versionSchema}
      // The file is no Formik value: its absence blocks the submit like a field's error (shown once submitted).
      validate={() => (file ? {} : ({ file: 'resources:versions.fileRequired' } as object))}
      submitLabel={t('resources:versions.upload')}
      failedText={t('resources:versions.uploadFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="upload-version-dialog"
      submitTestId="upload-version-submit"
      onSubmit={async (values) => {
        if (!file) return;
        try {
          await send(values, file);
        } catch (e) {
          // Cancelled by the user: said once, and not a refusal.
          if (!(e instanceof UploadCancelled)) throw e;
          notify.info(t('resources:versions.cancelled'));
          return;
        }
        notify.success(t('resources:versions.uploaded', { name: asset.name, version: values.version.trim() }));
        onClose();
      }}
    >
      {({ isSubmitting, errors, submitCount }) => (
        <>
          <FormTextField
            name="version"
            required
            disabled={isSubmitting}
            inputMode="numeric"
            label={t('resources:versions.columns.version')}
            helperText={t('resources:images.fields.versionHint')}
            inputProps={{ maxLength: 18 }}
          />
          <FormTextField
            name="note"
            disabled={isSubmitting}
            label={t('resources:versions.columns.note')}
            inputProps={{ maxLength: LIMITS.note }}
          />
          <FileDropZone
            maxBytes={MAX_VERSION_FILE_BYTES}
            disabled={isSubmitting}
            label={t('resources:versions.choose')}
            testId="version-dropzone"
            onFiles={(files) => {
              setFile(files[0] ?? null);
              setProgress(null);
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('resources:versions.maxSize', { max: formatBytes(MAX_VERSION_FILE_BYTES, i18n.language) })}
          </Typography>
          {file ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="chosen-file">
              <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {t('resources:images.upload.chosen', {
                  name: file.name,
                  size: formatBytes(file.size, i18n.language),
                })}
              </Typography>
              <IconButton
                size="small"
                disabled={isSubmitting}
                aria-label={t('resources:images.upload.remove', { name: file.name })}
                onClick={() => setFile(null)}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Stack>
          ) : null}
          {submitCount > 0 && (errors as { file?: string }).file ? (
            <Typography variant="body2" color="error" role="alert">
              {t('resources:versions.fileRequired')}
            </Typography>
          ) : null}
          {progress && file ? (
            <UploadProgress
              fileName={file.name}
              percent={progress.percent}
              status={progress.status}
              onCancel={() => controller.current?.abort()}
              testId="version-upload-progress"
            />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
