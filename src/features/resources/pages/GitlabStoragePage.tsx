// /gitlab-storage: the organisation's linked GitLab projects (project ID, name, URL, platform access toggle);
// link, edit and unlink (confirmed), and build an image from a project.
import AddLink from '@mui/icons-material/AddLink';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import Permitted from '@/components/Permitted';
import RowAction from '@/components/RowAction';
import { type ListRequest } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useConfirmAction } from '@/components/useConfirmAction';
import { useAccess } from '@/features/session/public/access';
import { enumOptions } from '@/lib/enumText';
import { notify } from '@/lib/notify';
import {
  resourcesApi,
  useQueryGitlabProjectsQuery,
  useUnlinkGitlabProjectMutation,
  useUpdateGitlabProjectMutation,
  type GitlabProject,
  type QueryGitlabProjectsRequest,
} from '../api';
import GitlabProjectDialog from '../components/GitlabProjectDialog';
import { GITLAB_ACCESS, gitlabAccessLabel } from '../labels';

const FILTER_KEYS = ['access'] as const;
const DEFAULT_SORT = { field: 'linkedAt', order: 'desc' } as const;

/** The URL says access=allowed|denied; the contract's filter is a boolean. */
function toProjectsRequest(request: ListRequest): QueryGitlabProjectsRequest {
  const { access, ...rest } = request;
  return access ? { ...rest, allowPlatformAccess: access === 'allowed' } : rest;
}

export default function GitlabStoragePage() {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const list = useListGrid(
    useQueryGitlabProjectsQuery,
    resourcesApi.endpoints.queryGitlabProjects,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS },
    { toRequest: toProjectsRequest },
  );
  const [update] = useUpdateGitlabProjectMutation();
  const [unlink] = useUnlinkGitlabProjectMutation();

  const [editing, setEditing] = useState<GitlabProject | null | 'new'>(null);
  const unlinking = useConfirmAction(async (project: GitlabProject) => {
    await unlink({ id: project.id }).unwrap();
    notify.success(t('resources:gitlab.unlinked', { name: project.name }));
  }, t('resources:gitlab.unlinkFailed'));
  const askUnlink = unlinking.ask;
  const [toggling, setToggling] = useState<string | null>(null);

  const columns = useMemo<GridColDef<GitlabProject>[]>(() => {
    const toggleAccess = async (row: GitlabProject, allow: boolean) => {
      setToggling(row.id);
      try {
        await update({ id: row.id, allowPlatformAccess: allow }).unwrap();
        notify.success(
          allow
            ? t('resources:gitlab.accessAllowed', { name: row.name })
            : t('resources:gitlab.accessDenied', { name: row.name }),
        );
      } catch (e) {
        notify.error(apiErrorText(e, t('resources:gitlab.saveFailed')));
      } finally {
        setToggling(null);
      }
    };
    return [
      {
        field: 'projectId',
        headerName: t('resources:gitlab.columns.projectId'),
        width: 130,
        renderCell: ({ row }) => (
          <IdCell
            text={String(row.projectId)}
            lines={1}
            copyLabel={t('resources:gitlab.copyProjectId', { name: row.name })}
          />
        ),
      },
      { field: 'name', headerName: t('resources:gitlab.columns.name'), flex: 1, minWidth: 160 },
      {
        field: 'url',
        headerName: t('resources:gitlab.columns.url'),
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => (
          <IdCell text={row.url} lines={2} copyLabel={t('resources:gitlab.copyUrl', { name: row.name })} />
        ),
      },
      {
        field: 'allowPlatformAccess',
        headerName: t('resources:gitlab.columns.allowAccess'),
        width: 150,
        valueFormatter: (value: boolean) => gitlabAccessLabel(t, value ? 'allowed' : 'denied'),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.linkedBy });
          return (
            <Permitted allowed={allowed}>
              <Switch
                size="small"
                checked={row.allowPlatformAccess}
                disabled={!allowed || toggling === row.id}
                onChange={(e) => void toggleAccess(row, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('resources:gitlab.allowAccessOf', { name: row.name }) } }}
              />
            </Permitted>
          );
        },
      },
      { field: 'defaultBranch', headerName: t('resources:gitlab.columns.branch'), width: 120 },
      { field: 'linkedBy', headerName: t('resources:gitlab.columns.linkedBy'), width: 130 },
      dateTimeColumn('linkedAt', t('resources:gitlab.columns.linkedAt'), i18n.language),
      {
        ...actionsColumn(t('resources:columns.actions'), 140),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.linkedBy });
          return (
            <>
              <RowAction
                disabled={!row.allowPlatformAccess}
                title={row.allowPlatformAccess ? t('resources:gitlab.buildImage') : t('resources:gitlab.needsAccess')}
                label={t('resources:gitlab.buildImageOf', { name: row.name })}
                icon={<LayersOutlined fontSize="small" />}
                onClick={() => navigate('/br-mirror?add=gitlab', { state: { gitlabProject: row } })}
              />
              <RowAction
                allowed={allowed}
                label={t('resources:gitlab.editOf', { name: row.name })}
                icon={<EditOutlined fontSize="small" />}
                onClick={() => setEditing(row)}
              />
              <RowAction
                allowed={allowed}
                label={t('resources:gitlab.unlinkOf', { name: row.name })}
                icon={<LinkOff fontSize="small" />}
                onClick={() => askUnlink(row)}
              />
            </>
          );
        },
      },
    ];
  }, [t, i18n.language, access, toggling, update, navigate, askUnlink]);

  return (
    <ListPage<GitlabProject>
      routeKey="gitlabStorage"
      subtitle={t('resources:gitlab.subtitle')}
      add={{
        label: t('resources:gitlab.link'),
        icon: <AddLink />,
        onClick: () => setEditing('new'),
        testId: 'link-project',
      }}
      testId="gitlab-grid"
      label={t('resources:gitlab.gridLabel')}
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('resources:gitlab.search')}
      exportFileName="gitlab-projects"
      filterSelects={[
        {
          key: 'access',
          label: t('resources:gitlab.columns.allowAccess'),
          allLabel: t('resources:filters.all'),
          options: enumOptions(t, GITLAB_ACCESS, gitlabAccessLabel),
        },
      ]}
    >
      {editing ? (
        <GitlabProjectDialog project={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        {...unlinking.dialog}
        destructive
        title={t('resources:gitlab.unlinkTitle')}
        message={(project) => t('resources:gitlab.unlinkMessage', { name: project.name, url: project.url })}
        confirmLabel={t('resources:gitlab.unlink')}
      />
    </ListPage>
  );
}
