// /resource-queue-add: a new resource queue (common-name rule, GPU quota and priority as whole numbers, the
// compute group it draws from, the members who may submit); with `?id=` the same form edits that queue.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik, useField } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import Permitted from '@/components/Permitted';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  useCreateResourceQueueMutation,
  useGetResourceQueueQuery,
  useUpdateResourceQueueMutation,
  type ResourceQueue,
} from '../api';
import NameDescriptionFields from '../components/NameDescriptionFields';
import { useGroupOptions } from '../components/useGroupOptions';
import { useQueryMembersQuery } from '../otherAreas';
import { MAX_GPU_QUOTA, resourceQueueSchema, type ResourceQueueValues } from '../schemas';
import { queueDetailLink } from './ResourceQueuePage';

const ALL_MEMBERS = { pageNum: 1, pageSize: 100, sortField: 'username', sortOrder: 'asc' } as const;

interface Option {
  userId: string;
  username: string;
}

function MembersField({ disabled, known }: { disabled: boolean; known: Option[] }) {
  const { t } = useTranslation(['compute']);
  const [field, , helpers] = useField<string[]>('memberIds');
  const { data, isFetching } = useQueryMembersQuery(ALL_MEMBERS);
  const options = useMemo(() => {
    const byId = new Map<string, Option>(known.map((m) => [m.userId, m]));
    for (const m of data?.data?.list ?? []) byId.set(m.userId, { userId: m.userId, username: m.username });
    return [...byId.values()];
  }, [data, known]);
  const value = options.filter((o) => field.value.includes(o.userId));
  return (
    <Autocomplete<Option, true>
      multiple
      disabled={disabled}
      options={options}
      loading={isFetching}
      value={value}
      getOptionLabel={(o) => o.username}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      onChange={(_e, next) => void helpers.setValue(next.map((o) => o.userId))}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.username} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          margin="dense"
          label={t('compute:queues.columns.members')}
          helperText={t('compute:queues.membersHelp')}
        />
      )}
      data-testid="queue-members"
    />
  );
}

function QueueForm({ queue, mayManage }: { queue: ResourceQueue | null; mayManage: boolean }) {
  const { t } = useTranslation(['compute', 'common']);
  const navigate = useNavigate();
  const groupOptions = useGroupOptions();
  const [create] = useCreateResourceQueueMutation();
  const [update] = useUpdateResourceQueueMutation();
  const known = useMemo(
    () => (queue?.members ?? []).map((m) => ({ userId: m.userId, username: m.username ?? m.userId })),
    [queue],
  );
  const initial: ResourceQueueValues = {
    name: queue?.name ?? '',
    description: queue?.description ?? '',
    groupId: queue?.groupId ?? '',
    gpuQuota: queue ? String(queue.gpuQuota) : '8',
    priority: queue ? String(queue.priority ?? 5) : '5',
    memberIds: queue?.members?.map((m) => m.userId) ?? [],
  };
  return (
    <Formik<ResourceQueueValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={resourceQueueSchema}
      onSubmit={async (v, { setStatus }) => {
        setStatus(null);
        const body = {
          name: v.name.trim(),
          ...(v.description.trim() ? { description: v.description.trim() } : {}),
          ...(v.groupId ? { groupId: v.groupId } : {}),
          gpuQuota: Number(v.gpuQuota),
          priority: Number(v.priority),
          memberIds: v.memberIds,
        };
        try {
          const answer = queue ? await update({ id: queue.id, ...body }).unwrap() : await create(body).unwrap();
          notify.success(
            queue ? t('compute:queues.saved', { name: body.name }) : t('compute:queues.created', { name: body.name }),
          );
          navigate(queueDetailLink(answer.data?.id ?? queue?.id ?? ''));
        } catch (e) {
          setStatus(apiErrorText(e, t('compute:queues.saveFailed')));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={t('compute:queues.formLabel')} data-testid="queue-form">
          <Stack spacing={1} sx={{ maxWidth: 560 }}>
            <NameDescriptionFields
              nameLabel={t('compute:queues.columns.name')}
              descriptionLabel={t('compute:queues.description')}
              disabled={!mayManage}
            />
            <FormSelect
              name="groupId"
              label={t('compute:queues.columns.group')}
              options={groupOptions}
              emptyLabel={t('compute:queues.noGroup')}
              disabled={!mayManage}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <FormTextField
                name="gpuQuota"
                label={t('compute:queues.columns.gpuQuota')}
                required
                disabled={!mayManage}
                inputProps={{ inputMode: 'numeric' }}
                helperText={t('compute:queues.quotaHelp', { max: MAX_GPU_QUOTA })}
              />
              <FormTextField
                name="priority"
                label={t('compute:queues.columns.priority')}
                required
                disabled={!mayManage}
                inputProps={{ inputMode: 'numeric' }}
                helperText={t('compute:queues.priorityHelp')}
              />
            </Stack>
            <MembersField disabled={!mayManage} known={known} />
            <FormError message={status as string | null} />
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              <Permitted allowed={mayManage}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!mayManage || isSubmitting}
                  startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
                  data-testid="queue-save"
                >
                  {queue ? t('common:actions.save') : t('compute:queues.createSubmit')}
                </Button>
              </Permitted>
              <Button component={RouterLink} to={queue ? queueDetailLink(queue.id) : '/resource-queue'}>
                {t('common:actions.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export default function ResourceQueueAddPage() {
  const { t } = useTranslation(['compute', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const mayManage = useAccess().can('manageCompute');
  const { data, error, isFetching, refetch } = useGetResourceQueueQuery({ id: id ?? '' }, { skip: !id });
  const queue = id && data?.data && data.data.id === id ? data.data : null;

  return (
    <PageFrame
      routeKey="resourceQueueAdd"
      subtitle={id ? t('compute:queues.editSubtitle', { name: queue?.name ?? id }) : t('compute:queues.addSubtitle')}
      before={
        <Link
          component={RouterLink}
          to="/resource-queue"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBack fontSize="small" />
          {t('compute:queues.back')}
        </Link>
      }
    >
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        {!id ? (
          <QueueForm queue={null} mayManage={mayManage} />
        ) : error && !isFetching ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('compute:queues.loadFailed', { id })}
          </Alert>
        ) : !queue ? (
          <PageLoading />
        ) : (
          <QueueForm queue={queue} mayManage={mayManage} />
        )}
      </Paper>
    </PageFrame>
  );
}
