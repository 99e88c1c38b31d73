// Upload a file into a folder of the instance: the file travels inline as the contract's FileContent (base64,
// read with progress by toFileContent); the bar follows the read and the call, and cancel stops either.
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes } from '@/components/format';
import FileDropZone from '@/components/upload/FileDropZone';
import { MiB, UploadCancelled, toFileContent } from '@/components/upload/files';
import UploadProgress from '@/components/upload/UploadProgress';
import { notify } from '@/lib/notify';
import { useUploadInstanceDataMutation, type Instance } from '../../api';
import { uploadSchema } from '../../schemas';

/** Inline uploads stay well under the API's 10 MiB body once base64 grows them by a third. */
export const UPLOAD_MAX_BYTES = 5 * MiB;
/** Share of the bar for reading the file; the rest is the call. */
const READ_SHARE = 90;

type Phase = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export default function UploadDataDialog({ instance, onClose }: { instance: Instance; onClose(): void }) {
  const { t, i18n } = useTranslation(['instances', 'validation', 'common']);
  const [upload] = useUploadInstanceDataMutation();
  const [targetPath, setTargetPath] = useState('/root/data');
  const [pathTouched, setPathTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const id = useId();

  let pathError: string | null = null;
  try {
    uploadSchema.validateSync({ targetPath });
  } catch (e) {
    pathError = (e as { message?: string }).message ?? null;
  }
  const running = phase === 'running';

  const start = async () => {
    setPathTouched(true);
    if (!file || pathError) return;
    const controller = new AbortController();
    let call: { abort(): void } | null = null;
    cancelRef.current = () => {
      controller.abort();
      call?.abort();
    };
    setPhase('running');
    setPercent(0);
    setError(null);
    try {
      const content = await toFileContent(file, controller.signal, (loaded) =>
        setPercent(file.size ? (loaded / file.size) * READ_SHARE : READ_SHARE),
      );
      setPercent(READ_SHARE);
      const request = upload({ id: instance.id, targetPath: targetPath.trim(), file: content });
      call = request;
      const answer = await request.unwrap();
      if (controller.signal.aborted) throw new UploadCancelled();
      setPercent(100);
      setPhase('done');
      setSavedAs(answer.data?.path ?? null);
      notify.success(t('instances:data.uploaded', { name: file.name, path: answer.data?.path ?? targetPath }));
    } catch (e) {
      if (controller.signal.aborted || e instanceof UploadCancelled || (e as { name?: string }).name === 'AbortError') {
        setPhase('cancelled');
        return;
      }
      setPhase('failed');
      setError(apiErrorText(e, t('instances:data.uploadFailed')));
    } finally {
      cancelRef.current = null;
    }
  };

  return (
    <ActionDialog
      title={t('instances:actions.uploadData.title')}
      error={error}
      pending={running}
      progressInContent
      onClose={onClose}
      onSubmit={() => void start()}
      submitLabel={t('instances:data.upload')}
      submitDisabled={!file || phase === 'done'}
      cancelLabel={phase === 'done' ? t('common:actions.close') : t('common:actions.cancel')}
      maxWidth="sm"
      testId="upload-dialog"
    >
      <DialogContentText sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('instances:actions.uploadData.message', { name: instance.name, id: instance.id })}
      </DialogContentText>
      <FormControl fullWidth size="small" margin="dense" error={pathTouched && Boolean(pathError)}>
        <InputLabel htmlFor={`${id}-path`}>{t('instances:data.targetPath')}</InputLabel>
        <OutlinedInput
          id={`${id}-path`}
          label={t('instances:data.targetPath')}
          value={targetPath}
          disabled={running}
          onChange={(e) => setTargetPath(e.target.value)}
          onBlur={() => setPathTouched(true)}
          aria-describedby={`${id}-path-help`}
        />
        <FormHelperText id={`${id}-path-help`}>
          {pathTouched && pathError ? t(pathError) : t('instances:data.targetPathHint')}
        </FormHelperText>
      </FormControl>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <FileDropZone
          maxBytes={UPLOAD_MAX_BYTES}
          disabled={running}
          label={t('instances:data.chooseFile')}
          onFiles={(files) => {
            setFile(files[0] ?? null);
            setPhase('idle');
            setPercent(0);
            setError(null);
            setSavedAs(null);
          }}
          testId="upload-drop"
        />
        <Typography variant="caption" color="text.secondary">
          {t('instances:data.maxSize', { max: formatBytes(UPLOAD_MAX_BYTES, i18n.language) })}
        </Typography>
        {file ? (
          <UploadProgress
            fileName={`${file.name} (${formatBytes(file.size, i18n.language)})`}
            percent={percent}
            status={phase === 'idle' ? 'running' : phase}
            onCancel={running ? () => cancelRef.current?.() : undefined}
            testId="upload-progress"
          />
        ) : null}
        {savedAs ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="upload-saved-as">
            {t('instances:data.savedAs', { path: savedAs })}
          </Typography>
        ) : null}
      </Stack>
    </ActionDialog>
  );
}
