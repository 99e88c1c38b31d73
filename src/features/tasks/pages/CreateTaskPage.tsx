// /createTask: submit a task — name, image (ready images), resource queue, command, GPU count — optionally
// started from a template (`?template=<id>` prefills it). On success the task list opens on the new task.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormSelect, { type FormSelectOption as SelectOption } from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import PreflightSection from '@/components/preflight/PreflightSection';
import { RefusalGate, useRefusalGate } from '@/components/preflight/refusalGate';
import { notify } from '@/lib/notify';
import {
  useCreateTaskMutation,
  useQueryImagesQuery,
  useQueryResourceQueuesQuery,
  useQueryTaskTemplatesQuery,
  type Image,
  type ResourceQueue,
} from '../api';
import { imageStatusText } from '../labels';
import {
  checkQueueQuota,
  createTaskSchema,
  MAX_COMMAND_LENGTH,
  MAX_GPU_COUNT,
  toCreateTaskRequest,
  valuesFromTemplate,
  type CreateTaskValues,
} from '../schemas';

/** The contract's largest page: the pickers list up to 100 images, queues and templates. */
const PICK_LIST = { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'asc' } as const;

const imageLabel = (image: Image) => `${image.name}:${image.version}`;
const freeGpus = (q: ResourceQueue) => Math.max(0, q.gpuQuota - (q.gpuUsed ?? 0));

export default function CreateTaskPage() {
  const { t } = useTranslation(['tasks', 'validation', 'common']);
  // the form's refusal gate: while the cost and quota preflight refuses, submit is disabled and nothing is sent
  const gate = useRefusalGate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const templateParam = params.get('template') ?? '';

  const images = useQueryImagesQuery(PICK_LIST);
  const queues = useQueryResourceQueuesQuery(PICK_LIST);
  const templates = useQueryTaskTemplatesQuery(PICK_LIST);
  const [createTask] = useCreateTaskMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const imageList = useMemo(() => images.data?.data?.list ?? [], [images.data]);
  const queueList = useMemo(() => queues.data?.data?.list ?? [], [queues.data]);
  const templateList = useMemo(() => templates.data?.data?.list ?? [], [templates.data]);
  const isReady = (id: string) => imageList.some((i) => i.id === id && i.status === 'ready');
  const template = templateList.find((tpl) => tpl.id === templateParam);

  const imageOptions = useMemo<SelectOption[]>(
    () =>
      imageList.map((i) => ({
        value: i.id,
        label: imageLabel(i),
        detail: i.status === 'ready' ? undefined : imageStatusText(t, i.status),
        disabled: i.status !== 'ready',
      })),
    [imageList, t],
  );
  const queueOptions = useMemo<SelectOption[]>(
    () =>
      queueList.map((q) => ({
        value: q.id,
        label: q.name,
        detail: t('tasks:create.queueFree', { free: freeGpus(q), quota: q.gpuQuota }),
      })),
    [queueList, t],
  );
  const templateOptions = useMemo<SelectOption[]>(
    () => templateList.map((tpl) => ({ value: tpl.id, label: tpl.name })),
    [templateList],
  );

  const loading = images.isLoading || queues.isLoading || (Boolean(templateParam) && templates.isLoading);
  const failed = images.isError || queues.isError;
  const backLink = (
    <Button component={RouterLink} to="/task-list" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
      {t('tasks:create.backToList')}
    </Button>
  );

  if (loading)
    return (
      <PageFrame routeKey="createTask" before={backLink}>
        <PageLoading />
      </PageFrame>
    );
  if (failed)
    return (
      <PageFrame routeKey="createTask" before={backLink}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void images.refetch();
                void queues.refetch();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('tasks:create.optionsFailed')}
        </Alert>
      </PageFrame>
    );

  const validate = async (values: CreateTaskValues): Promise<FormikErrors<CreateTaskValues>> => {
    let errors: FormikErrors<CreateTaskValues> = {};
    try {
      await validateYupSchema(values, createTaskSchema);
    } catch (e) {
      errors = yupToFormErrors<CreateTaskValues>(e);
    }
    if (!errors.gpuCount) {
      const quota = queueList.find((q) => q.id === values.queueId)?.gpuQuota;
      const overQuota = checkQueueQuota(values.gpuCount, quota);
      if (overQuota) errors.gpuCount = overQuota;
    }
    return errors;
  };

  return (
    <PageFrame routeKey="createTask" before={backLink} subtitle={t('tasks:create.intro')}>
      {templateParam && !template ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="template-missing">
          {t('tasks:create.templateMissing', { id: templateParam })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Formik<CreateTaskValues>
          initialValues={valuesFromTemplate(template, isReady)}
          validate={validate}
          onSubmit={async (values) => {
            if (gate.refused) return;
            setServerError(null);
            const request = toCreateTaskRequest(values);
            try {
              await createTask(request).unwrap();
              notify.success(t('tasks:create.created', { name: request.name }));
              navigate(`/task-list?q=${encodeURIComponent(request.name)}`);
            } catch (e) {
              setServerError(apiErrorText(e, t('tasks:create.failed')));
            }
          }}
        >
          {({ values, isSubmitting, setValues }) => {
            const queue = queueList.find((q) => q.id === values.queueId);
            return (
              <Form noValidate aria-label={t('tasks:create.formLabel')} data-testid="create-task-form">
                <FormSelect
                  name="templateId"
                  label={t('tasks:create.template')}
                  options={templateOptions}
                  emptyLabel={t('tasks:create.noTemplate')}
                  helperText={t('tasks:create.templateHelp')}
                  testId="task-template"
                  onChosen={(id) => {
                    const chosen = templateList.find((tpl) => tpl.id === id);
                    const next = valuesFromTemplate(chosen, isReady);
                    void setValues({ ...next, name: values.name, queueId: values.queueId });
                    setParams(id ? { template: id } : {}, { replace: true });
                  }}
                />
                <FormTextField
                  name="name"
                  label={t('tasks:columns.name')}
                  required
                  autoComplete="off"
                  helperText={t('tasks:create.nameHelp')}
                  inputProps={{ maxLength: 64, spellCheck: false, autoCapitalize: 'none' }}
                />
                <FormSelect
                  name="imageId"
                  label={t('tasks:columns.image')}
                  options={imageOptions}
                  required
                  helperText={
                    imageOptions.some((o) => !o.disabled) ? t('tasks:create.imageHelp') : t('tasks:create.noImages')
                  }
                  testId="task-image"
                />
                <FormSelect
                  name="queueId"
                  label={t('tasks:columns.queue')}
                  options={queueOptions}
                  required
                  helperText={queueOptions.length ? t('tasks:create.queueHelp') : t('tasks:create.noQueues')}
                  testId="task-queue"
                />
                <FormTextField
                  name="command"
                  label={t('tasks:columns.command')}
                  required
                  multiline
                  minRows={3}
                  helperText={t('tasks:create.commandHelp')}
                  inputProps={{ maxLength: MAX_COMMAND_LENGTH, spellCheck: false, style: { fontFamily: 'monospace' } }}
                />
                <FormTextField
                  name="gpuCount"
                  label={t('tasks:columns.gpuCount')}
                  required
                  autoComplete="off"
                  inputProps={{ inputMode: 'numeric' }}
                  helperText={
                    queue
                      ? t('tasks:create.gpuHelpQueue', {
                          max: MAX_GPU_COUNT,
                          quota: queue.gpuQuota,
                          free: freeGpus(queue),
                        })
                      : t('tasks:create.gpuHelp', { max: MAX_GPU_COUNT })
                  }
                  sx={{ maxWidth: 320 }}
                />
                <RefusalGate value={gate.report}>
                  <PreflightSection
                    request={
                      values.queueId &&
                      /^[1-9]\d*$/.test(values.gpuCount.trim()) &&
                      Number(values.gpuCount) <= MAX_GPU_COUNT
                        ? { kind: 'task', queueId: values.queueId, gpuCount: Number(values.gpuCount) }
                        : null
                    }
                  />
                </RefusalGate>
                <FormError message={serverError} />
                <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
                  <Button component={RouterLink} to="/task-list" disabled={isSubmitting}>
                    {t('common:actions.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={isSubmitting || gate.refused}
                    startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
                  >
                    {t('tasks:create.submit')}
                  </Button>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      </Paper>
    </PageFrame>
  );
}
