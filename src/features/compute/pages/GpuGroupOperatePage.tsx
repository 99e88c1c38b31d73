// /gpu-group-operate: without `id` a new compute group (name by the common-name rule, description, nodes in no
// group); with `?id=` the group's edit screen: rename, re-describe, add and remove nodes, delete once empty.
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import Permitted from '@/components/Permitted';
import RecordView, { recordOf } from '@/components/RecordView';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  useCreateComputeGroupMutation,
  useDeleteComputeGroupMutation,
  useGetComputeGroupQuery,
  useUpdateComputeGroupMutation,
  type ComputeGroupDetail,
} from '../api';
import GroupNodes from '../components/GroupNodes';
import NameDescriptionFields from '../components/NameDescriptionFields';
import NodePicker from '../components/NodePicker';
import { computeGroupSchema, type ComputeGroupValues } from '../schemas';
import { groupEditLink } from './GpuGroupPage';

function BackLink() {
  const { t } = useTranslation(['compute']);
  return (
    <Link component={RouterLink} to="/gpu-group" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      <ArrowBack fontSize="small" />
      {t('compute:groups.back')}
    </Link>
  );
}

function GroupForm({ group, mayManage }: { group: ComputeGroupDetail | null; mayManage: boolean }) {
  const { t } = useTranslation(['compute', 'common']);
  const navigate = useNavigate();
  const [create] = useCreateComputeGroupMutation();
  const [update] = useUpdateComputeGroupMutation();
  const [nodeIds, setNodeIds] = useState<string[]>([]);
  const initial: ComputeGroupValues = { name: group?.name ?? '', description: group?.description ?? '' };

  return (
    <Formik<ComputeGroupValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={computeGroupSchema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const name = values.name.trim();
        const description = values.description.trim();
        try {
          if (group) {
            await update({ groupId: group.id, name, description }).unwrap();
            notify.success(t('compute:groups.saved', { name }));
          } else {
            const answer = await create({ name, ...(description ? { description } : {}), nodeIds }).unwrap();
            notify.success(t('compute:groups.created', { name }));
            if (answer.data) navigate(groupEditLink(answer.data.id), { replace: true });
          }
        } catch (e) {
          setStatus(apiErrorText(e, t('compute:groups.saveFailed')));
        }
      }}
    >
      {({ isSubmitting, status, dirty }) => (
        <Form noValidate aria-label={t('compute:groups.formLabel')} data-testid="group-form">
          <Stack spacing={1} sx={{ maxWidth: 560 }}>
            <NameDescriptionFields
              nameLabel={t('compute:groups.columns.name')}
              descriptionLabel={t('compute:groups.columns.description')}
              disabled={!mayManage}
            />
            {!group ? (
              <Stack spacing={1} sx={{ pt: 1 }}>
                <Typography variant="h2" component="h2">
                  {t('compute:groups.nodes.free')}
                </Typography>
                <NodePicker
                  value={nodeIds}
                  onChange={setNodeIds}
                  disabled={!mayManage}
                  label={t('compute:groups.nodes.free')}
                />
              </Stack>
            ) : null}
            <FormError message={status as string | null} />
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              <Permitted allowed={mayManage}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!mayManage || isSubmitting || (Boolean(group) && !dirty)}
                  startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
                  data-testid="group-save"
                >
                  {group ? t('common:actions.save') : t('compute:groups.createSubmit')}
                </Button>
              </Permitted>
              <Button component={RouterLink} to="/gpu-group">
                {t('common:actions.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function DeleteGroup({ group, mayManage }: { group: ComputeGroupDetail; mayManage: boolean }) {
  const { t } = useTranslation(['compute', 'common']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteComputeGroupMutation();
  const empty = group.nodes.length === 0;
  const confirm = async () => {
    setError(null);
    try {
      await remove({ groupId: group.id }).unwrap();
      notify.success(t('compute:groups.deleted', { name: group.name }));
      navigate('/gpu-group', { replace: true });
    } catch (e) {
      setError(apiErrorText(e, t('compute:groups.deleteFailed')));
    }
  };
  return (
    <>
      <Permitted allowed={mayManage}>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlined />}
          disabled={!mayManage || !empty}
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          data-testid="delete-group"
        >
          {t('compute:groups.delete')}
        </Button>
      </Permitted>
      {!empty ? (
        <Typography variant="body2" color="text.secondary">
          {t('compute:groups.notEmpty')}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={open}
        destructive
        pending={isLoading}
        error={error}
        title={t('compute:groups.deleteTitle')}
        message={t('compute:groups.deleteMessage', { name: group.name })}
        confirmLabel={t('compute:groups.delete')}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

export default function GpuGroupOperatePage() {
  const { t } = useTranslation(['compute', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const mayManage = useAccess().can('manageCompute');
  const query = useGetComputeGroupQuery({ groupId: id ?? '' }, { skip: !id });

  let body;
  if (!id) {
    body = (
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <GroupForm group={null} mayManage={mayManage} />
      </Paper>
    );
  } else {
    body = (
      <RecordView
        id={id}
        query={query}
        failedText={t('compute:groups.loadFailed', { id })}
        failedTestId="group-load-error"
      >
        {(group) => (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography color="text.secondary">{t('compute:groups.columns.id')}</Typography>
                <IdCell text={group.id} />
              </Stack>
              <GroupForm group={group} mayManage={mayManage} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <GroupNodes group={group} mayManage={mayManage} />
            </Paper>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <DeleteGroup group={group} mayManage={mayManage} />
            </Stack>
          </Stack>
        )}
      </RecordView>
    );
  }

  return (
    <PageFrame
      routeKey={id ? 'gpuGroupOperate' : 'gpuGroupOperateNew'}
      before={<BackLink />}
      subtitle={id ? t('compute:groups.editSubtitle', { name: recordOf(query, id)?.name ?? id }) : undefined}
    >
      {body}
    </PageFrame>
  );
}
