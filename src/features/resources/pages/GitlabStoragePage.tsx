// /gitlab-storage: the organisation's linked GitLab projects (project ID, name, URL, platform access toggle);
// link, edit and unlink (confirmed), and build an image from a project.
import AddLink from '@mui/icons-material/AddLink';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';

import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import Permitted from '@/components/Permitted';
import { ServerDataGrid, useFetchAllRows, useGridUrlState, type ListRequest } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { useAccess } from '@/features/session/public/access';
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

const FILTER_KEYS = ['access'] as const;
const DEFAULT_SORT = { field: 'linkedAt', order: 'desc' } as const;

export default function GitlabStoragePage() {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  // The URL says access=allowed|denied; the contract's filter is a boolean.
  const request = useMemo<QueryGitlabProjectsRequest>(() => {
    const { access, ...rest } = grid.request;
    return access ? { ...rest, allowPlatformAccess: access === 'allowed' } : rest;
  }, [grid.request]);
  const { data, isFetching, error, refetch } = useQueryGitlabProjectsQuery(request);
  // ListRequest's filters are text or numbers; this list's filter is a boolean.
  const fetchAllRows = useFetchAllRows(resourcesApi.endpoints.queryGitlabProjects, request as ListRequest);
  const [update] = useUpdateGitlabProjectMutation();
  const [unlink, unlinking] = useUnlinkGitlabProjectMutation();

  const [editing, setEditing] = useState<GitlabProject | null | 'new'>(null);
  const [unlinkTarget, setUnlinkTarget] = useState<GitlabProject | null>(null);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
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
        valueFormatter: (value: boolean) => (value ? t('resources:gitlab.allowed') : t('resources:gitlab.notAllowed')),
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
              <Tooltip
                title={row.allowPlatformAccess ? t('resources:gitlab.buildImage') : t('resources:gitlab.needsAccess')}
              >
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('resources:gitlab.buildImageOf', { name: row.name })}
                    disabled={!row.allowPlatformAccess}
                    onClick={() => navigate('/br-mirror?add=gitlab', { state: { gitlabProject: row } })}
                  >
                    <LayersOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Permitted allowed={allowed}>
                <IconButton
                  size="small"
                  aria-label={t('resources:gitlab.editOf', { name: row.name })}
                  disabled={!allowed}
                  onClick={() => setEditing(row)}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Permitted>
              <Permitted allowed={allowed}>
                <IconButton
                  size="small"
                  aria-label={t('resources:gitlab.unlinkOf', { name: row.name })}
                  disabled={!allowed}
                  onClick={() => setUnlinkTarget(row)}
                >
                  <LinkOff fontSize="small" />
                </IconButton>
              </Permitted>
            </>
          );
        },
      },
    ];
  }, [t, i18n.language, access, toggling, update, navigate]);

  const confirmUnlink = async () => {
    if (!unlinkTarget) return;
    setUnlinkError(null);
    try {
      await unlink({ id: unlinkTarget.id }).unwrap();
      notify.success(t('resources:gitlab.unlinked', { name: unlinkTarget.name }));
      setUnlinkTarget(null);
    } catch (e) {
      setUnlinkError(apiErrorText(e, t('resources:gitlab.unlinkFailed')));
    }
  };

  const page = data?.data;
  return (
    <PageFrame
      routeKey="gitlabStorage"
      subtitle={t('resources:gitlab.subtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddLink />}
          onClick={() => setEditing('new')}
          data-testid="link-project"
        >
          {t('resources:gitlab.link')}
        </Button>
      }
    >
      <ServerDataGrid<GitlabProject>
        testId="gitlab-grid"
        label={t('resources:gitlab.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('resources:gitlab.search')}
        exportFileName="gitlab-projects"
        fetchAllRows={fetchAllRows}
        filterSelects={[
          {
            key: 'access',
            label: t('resources:gitlab.columns.allowAccess'),
            allLabel: t('resources:filters.all'),
            options: [
              { value: 'allowed', label: t('resources:gitlab.allowed') },
              { value: 'denied', label: t('resources:gitlab.notAllowed') },
            ],
          },
        ]}
      />
      {editing ? (
        <GitlabProjectDialog project={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={unlinkTarget !== null}
        destructive
        pending={unlinking.isLoading}
        error={unlinkError}
        title={t('resources:gitlab.unlinkTitle')}
        message={t('resources:gitlab.unlinkMessage', { name: unlinkTarget?.name, url: unlinkTarget?.url })}
        confirmLabel={t('resources:gitlab.unlink')}
        onConfirm={() => void confirmUnlink()}
        onCancel={() => {
          setUnlinkTarget(null);
          setUnlinkError(null);
        }}
      />
    </PageFrame>
  );
}
