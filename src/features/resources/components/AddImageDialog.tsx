// Add an image from one of three sources (tabs): a linked GitLab project (built by the platform), a local
// .tar/.gz archive (sent in chunks, with progress and cancel) or an external registry (a private one needs its
// username and password). Name, version (digits) and comma-separated tags are shared by all three.
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormCheckbox from '@/components/form/FormCheckbox';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { formatBytes } from '@/components/format';
import FileDropZone from '@/components/upload/FileDropZone';
import { UploadCancelled } from '@/components/upload/files';
import UploadProgress from '@/components/upload/UploadProgress';
import { notify } from '@/lib/notify';
import { IMAGE_UPLOAD_EXTENSIONS, checkImageUploadName } from '@/validation/rules';
import {
  useAbortImageUploadMutation,
  useCompleteImageUploadMutation,
  useCreateImageFromExternalMutation,
  useCreateImageFromGitlabMutation,
  useInitImageUploadMutation,
  useUploadImageChunkMutation,
  type GitlabProject,
  type Image,
  type ImageUpload,
} from '../api';
import { uploadImageInChunks, type ImageUploadCalls } from '../imageUpload';
import {
  LIMITS,
  emptyImageValues,
  externalImageRequest,
  gitlabImageRequest,
  imageBaseRequest,
  imageSchemas,
  nameFromFile,
  type ImageSourceTab,
  type ImageValues,
} from '../schemas';
import GitlabProjectPicker from './GitlabProjectPicker';
import TagsField from './TagsField';

export interface AddImageDialogProps {
  initialTab?: ImageSourceTab;
  /** A project chosen on the GitLab screen ("build image"). */
  initialProject?: GitlabProject | null;
  /** A new version of this image: its name, tags and description, and the version after its latest. */
  versionOf?: { name: string; version: string; tags?: string[]; description?: string | null } | null;
  /** Bytes per chunk of a local upload (the contract takes 1-32 MiB). */
  chunkBytes?: number;
  onClose(): void;
  onAdded?(image: Image): void;
}

interface Progress {
  fileName: string;
  percent: number;
  status: 'running' | 'done' | 'failed' | 'cancelled';
}

function dataOf<T>(answer: { data?: T | null }): T {
  if (answer.data === undefined || answer.data === null) throw new Error('empty answer');
  return answer.data;
}

function SharedFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('resources');
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
        <FormTextField
          name="name"
          required
          disabled={disabled}
          label={t('resources:images.fields.name')}
          helperText={t('resources:images.fields.nameHint')}
          inputProps={{ maxLength: 60 }}
        />
        <FormTextField
          name="version"
          required
          disabled={disabled}
          inputMode="numeric"
          label={t('resources:images.fields.version')}
          helperText={t('resources:images.fields.versionHint')}
          inputProps={{ maxLength: 18 }}
          sx={{ maxWidth: { sm: 200 } }}
          fullWidth={false}
        />
      </Stack>
      <TagsField disabled={disabled} />
      <FormTextField
        name="description"
        multiline
        minRows={2}
        disabled={disabled}
        label={t('resources:images.fields.description')}
        inputProps={{ maxLength: LIMITS.description }}
      />
    </>
  );
}

function ExternalFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('resources');
  const { values } = useFormikContext<ImageValues>();
  return (
    <>
      <FormTextField
        name="sourceUrl"
        required
        disabled={disabled}
        label={t('resources:images.fields.sourceUrl')}
        placeholder="docker.io/library/python:3.12"
        helperText={t('resources:images.fields.sourceUrlHint')}
        inputProps={{ maxLength: LIMITS.sourceUrl }}
      />
      <FormCheckbox name="private" disabled={disabled} label={t('resources:images.fields.private')} />
      {values.private ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
          <FormTextField
            name="sourceUsername"
            required
            disabled={disabled}
            autoComplete="off"
            label={t('resources:images.fields.sourceUsername')}
            inputProps={{ maxLength: LIMITS.sourceUsername }}
          />
          <FormTextField
            name="sourcePassword"
            required
            disabled={disabled}
            type="password"
            autoComplete="new-password"
            label={t('resources:images.fields.sourcePassword')}
            inputProps={{ maxLength: LIMITS.secret }}
          />
        </Stack>
      ) : null}
    </>
  );
}

function UploadFields({
  file,
  fileError,
  disabled,
  onFile,
}: {
  file: File | null;
  fileError: string | null;
  disabled: boolean;
  onFile(file: File | null): void;
}) {
  const { t, i18n } = useTranslation(['resources', 'validation']);
  const { values, setFieldValue } = useFormikContext<ImageValues>();
  return (
    <Box sx={{ my: 1 }}>
      <FileDropZone
        extensions={IMAGE_UPLOAD_EXTENSIONS}
        typeRefusal={t('validation:imageFileType')}
        disabled={disabled}
        label={t('resources:images.upload.choose')}
        testId="image-dropzone"
        onFiles={(files) => {
          const chosen = files[0];
          if (!chosen || checkImageUploadName(chosen.name)) return;
          onFile(chosen);
          if (!values.name) void setFieldValue('name', nameFromFile(chosen.name));
        }}
      />
      {file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} data-testid="chosen-file">
          <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('resources:images.upload.chosen', { name: file.name, size: formatBytes(file.size, i18n.language) })}
          </Typography>
          <IconButton
            size="small"
            disabled={disabled}
            aria-label={t('resources:images.upload.remove', { name: file.name })}
            onClick={() => onFile(null)}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}
      {fileError ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {fileError}
        </Typography>
      ) : null}
    </Box>
  );
}

export default function AddImageDialog({
  initialTab = 'upload',
  initialProject,
  versionOf,
  chunkBytes,
  onClose,
  onAdded,
}: AddImageDialogProps) {
  const { t } = useTranslation(['resources', 'common', 'validation']);
  const [tab, setTab] = useState<ImageSourceTab>(initialProject ? 'gitlab' : initialTab);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const [createGitlab] = useCreateImageFromGitlabMutation();
  const [createExternal] = useCreateImageFromExternalMutation();
  const [init] = useInitImageUploadMutation();
  const [sendChunk] = useUploadImageChunkMutation();
  const [complete] = useCompleteImageUploadMutation();
  const [abort] = useAbortImageUploadMutation();

  const fileErrorOf = (errors: object, submitCount: number): string | null => {
    const key = (errors as { file?: string }).file;
    if (!key || submitCount === 0) return null;
    return key === 'resources:images.upload.empty'
      ? t('resources:images.upload.empty')
      : t('resources:images.upload.required');
  };

  const calls: ImageUploadCalls = {
    init: async (body) => dataOf<ImageUpload>(await init(body).unwrap()),
    chunk: async (body, signal) => {
      const request = sendChunk(body);
      const stop = () => request.abort();
      signal.addEventListener('abort', stop, { once: true });
      try {
        return await request.unwrap();
      } finally {
        signal.removeEventListener('abort', stop);
      }
    },
    complete: async (body) => dataOf<Image>(await complete(body).unwrap()),
    abort: (body) => abort(body).unwrap(),
  };

  const upload = async (values: ImageValues): Promise<Image | null> => {
    if (!file) return null;
    const stop = new AbortController();
    controller.current = stop;
    setProgress({ fileName: file.name, percent: 0, status: 'running' });
    try {
      const image = await uploadImageInChunks(file, imageBaseRequest(values), calls, {
        signal: stop.signal,
        chunkBytes,
        onProgress: (sent, total) =>
          setProgress({ fileName: file.name, percent: total ? (sent / total) * 100 : 100, status: 'running' }),
      });
      setProgress({ fileName: file.name, percent: 100, status: 'done' });
      return image;
    } catch (error) {
      const cancelled = error instanceof UploadCancelled;
      setProgress((p) => (p ? { ...p, status: cancelled ? 'cancelled' : 'failed' } : p));
      throw error;
    } finally {
      controller.current = null;
    }
  };

  return (
    <FormDialog<ImageValues>
      title={
        versionOf ? t('resources:images.newVersionTitle', { name: versionOf.name }) : t('resources:images.addTitle')
      }
      initialValues={{
        ...emptyImageValues,
        ...(versionOf
          ? {
              name: versionOf.name,
              version: versionOf.version,
              tags: (versionOf.tags ?? []).join(', '),
              description: versionOf.description ?? '',
            }
          : {}),
        gitlabProjectId: initialProject?.id ?? '',
        branch: initialProject?.defaultBranch || emptyImageValues.branch,
      }}
      validationSchema={imageSchemas[tab]}
      // The archive is no Formik value: its absence blocks the submit like a field's error (shown once submitted).
      validate={() => {
        if (tab !== 'upload' || (file && file.size > 0)) return {};
        return { file: file ? 'resources:images.upload.empty' : 'resources:images.upload.required' } as object;
      }}
      submitLabel={tab === 'upload' ? t('resources:images.upload.start') : t('resources:images.add')}
      failedText={t('resources:images.addFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="add-image-dialog"
      submitTestId="add-image-submit"
      onSubmit={async (values) => {
        let image: Image | null;
        try {
          if (tab === 'gitlab') image = dataOf<Image>(await createGitlab(gitlabImageRequest(values)).unwrap());
          else if (tab === 'external')
            image = dataOf<Image>(await createExternal(externalImageRequest(values)).unwrap());
          else image = await upload(values);
        } catch (e) {
          // Cancelled by the user: said once, and not a refusal.
          if (!(e instanceof UploadCancelled)) throw e;
          notify.info(t('resources:images.upload.cancelled'));
          return;
        }
        if (!image) return;
        notify.success(t('resources:images.added', { name: image.name, version: image.version }));
        onAdded?.(image);
        onClose();
      }}
    >
      {({ isSubmitting, errors, submitCount }) => (
        <>
          <Tabs
            selectionFollowsFocus
            value={tab}
            onChange={(_e, value: ImageSourceTab) => setTab(value)}
            variant="fullWidth"
            sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
            aria-label={t('resources:images.fields.source')}
          >
            {(['gitlab', 'upload', 'external'] as const).map((key) => (
              <Tab
                key={key}
                value={key}
                disabled={isSubmitting}
                id={`add-image-tab-${key}`}
                aria-controls="add-image-panel"
                label={
                  key === 'gitlab'
                    ? t('resources:images.tabs.gitlab')
                    : key === 'upload'
                      ? t('resources:images.tabs.upload')
                      : t('resources:images.tabs.external')
                }
              />
            ))}
          </Tabs>
          <div role="tabpanel" id="add-image-panel" aria-labelledby={`add-image-tab-${tab}`}>
            {tab === 'gitlab' ? (
              <>
                <GitlabProjectPicker initial={initialProject} disabled={isSubmitting} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
                  <FormTextField
                    name="branch"
                    required
                    disabled={isSubmitting}
                    label={t('resources:images.fields.branch')}
                    inputProps={{ maxLength: LIMITS.branch }}
                  />
                  <FormTextField
                    name="dockerfilePath"
                    disabled={isSubmitting}
                    label={t('resources:images.fields.dockerfilePath')}
                    placeholder="Dockerfile"
                    inputProps={{ maxLength: LIMITS.dockerfilePath }}
                  />
                </Stack>
              </>
            ) : null}
            {tab === 'upload' ? (
              <UploadFields
                file={file}
                fileError={fileErrorOf(errors, submitCount)}
                disabled={isSubmitting}
                onFile={(f) => {
                  setFile(f);
                  setProgress(null);
                }}
              />
            ) : null}
            {tab === 'external' ? <ExternalFields disabled={isSubmitting} /> : null}
            <SharedFields disabled={isSubmitting} />
            {tab === 'upload' && progress ? (
              <UploadProgress
                fileName={progress.fileName}
                percent={progress.percent}
                status={progress.status}
                onCancel={() => controller.current?.abort()}
                testId="image-upload-progress"
              />
            ) : null}
          </div>
        </>
      )}
    </FormDialog>
  );
}
