// /br-mirror: the organisation's images (name, ID, source, version, tags, pull command, status), filtered by
// source, status and tag in the URL; add one (GitLab project, local upload, external source), see its detail,
// add a new version of it, edit its tags and description, delete it (confirmed). The list refreshes while an image
// builds.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import { formatBytes } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { type GridFilterSelect } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { useConfirmAction } from '@/components/useConfirmAction';
import { useAccess } from '@/features/session/public/access';
import { enumOptions } from '@/lib/enumText';
import { notify } from '@/lib/notify';
import { resourcesApi, useDeleteImageMutation, useQueryImagesQuery, type GitlabProject, type Image } from '../api';
import AddImageDialog from '../components/AddImageDialog';
import EditImageDialog from '../components/EditImageDialog';
import ImageDetailDialog from '../components/ImageDetailDialog';
import TagChips from '../components/TagChips';
import {
  IMAGE_SOURCES,
  IMAGE_STATUSES,
  TRANSITIONAL_IMAGE_STATUSES,
  imageSourceLabel,
  imageStatusLabel,
  imageStatusTone,
} from '../labels';
import { nextVersion, type ImageSourceTab } from '../schemas';

const FILTER_KEYS = ['source', 'status', 'tag'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
const POLL_MS = 3000;

/** The highest version of `image`'s name among the listed rows (the server refuses one that exists anyway). */
function latestVersionOf(rows: readonly Image[], image: Image): string {
  return rows
    .filter((r) => r.name === image.name && /^\d+$/.test(r.version))
    .reduce(
      (top, r) => (BigInt(r.version) > BigInt(top) ? r.version : top),
      /^\d+$/.test(image.version) ? image.version : '0',
    );
}

const isSourceTab = (v: string | null): v is ImageSourceTab => v === 'gitlab' || v === 'upload' || v === 'external';

export default function BrMirrorPage() {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [polling, setPolling] = useState(false);
  const list = useListGrid(
    useQueryImagesQuery,
    resourcesApi.endpoints.queryImages,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS },
    { pollingInterval: polling ? POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const { grid, rows } = list;
  const moving = (rows ?? []).some((r) => TRANSITIONAL_IMAGE_STATUSES.includes(r.status));
  if (moving !== polling) setPolling(moving);

  const [deleteImage] = useDeleteImageMutation();
  const [editTarget, setEditTarget] = useState<Image | null>(null);
  const [versionTarget, setVersionTarget] = useState<Image | null>(null);
  const deletion = useConfirmAction(async (image: Image) => {
    await deleteImage({ id: image.id }).unwrap();
    notify.success(t('resources:images.deleted', { name: image.name }));
  }, t('resources:images.deleteFailed'));
  const askDelete = deletion.ask;

  const detailId = params.get('image');
  const addParam = params.get('add');
  const adding = isSourceTab(addParam) ? addParam : addParam !== null ? 'upload' : null;
  const preset = (location.state as { gitlabProject?: GitlabProject } | null)?.gitlabProject ?? null;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // Writing the URL also drops the project handed over by the GitLab screen (navigation state).
  const closeAdd = () => setParam('add', null);

  const columns = useMemo<GridColDef<Image>[]>(
    () => [
      {
        field: 'name',
        headerName: t('resources:images.columns.name'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => setParam('image', row.id)}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'id',
        headerName: t('resources:images.columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell text={row.id} copyLabel={t('resources:images.copyId', { name: row.name })} />,
      },
      {
        field: 'source',
        headerName: t('resources:images.columns.source'),
        width: 120,
        valueFormatter: (value: string) => imageSourceLabel(t, value),
      },
      { field: 'version', headerName: t('resources:images.columns.version'), width: 90 },
      {
        field: 'tags',
        headerName: t('resources:images.columns.tags'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueFormatter: (value: string[] | undefined) => (value ?? []).join(', '),
        renderCell: ({ row }) => <TagChips tags={row.tags} onPick={(tag) => grid.setFilter('tag', tag)} />,
      },
      {
        field: 'description',
        headerName: t('resources:images.columns.description'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.description ?? ''}</span>,
      },
      {
        field: 'pullCommand',
        headerName: t('resources:images.columns.pullCommand'),
        flex: 1.8,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) =>
          row.pullCommand ? (
            <IdCell text={row.pullCommand} copyLabel={t('resources:images.copyPull', { name: row.name })} />
          ) : null,
      },
      {
        field: 'status',
        headerName: t('resources:images.columns.status'),
        width: 120,
        valueFormatter: (value: string) => imageStatusLabel(t, value),
        renderCell: ({ row }) => (
          <StatusChip
            label={imageStatusLabel(t, row.status)}
            tone={imageStatusTone(row.status)}
            transitional={TRANSITIONAL_IMAGE_STATUSES.includes(row.status)}
            status={row.status}
            testId="image-status"
          />
        ),
      },
      {
        field: 'sizeBytes',
        headerName: t('resources:images.columns.size'),
        width: 100,
        valueFormatter: (value: number | null | undefined) => formatBytes(value, i18n.language),
      },
      { field: 'createdBy', headerName: t('resources:images.columns.createdBy'), width: 120 },
      dateTimeColumn('createdAt', t('resources:images.columns.createdAt'), i18n.language),
      {
        ...actionsColumn(t('resources:columns.actions'), 160),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.createdBy });
          return (
            <>
              <RowAction
                title={t('resources:images.newVersion')}
                label={t('resources:images.newVersionOf', { name: row.name })}
                icon={<LibraryAddOutlined fontSize="small" />}
                onClick={() => setVersionTarget(row)}
              />
              <RowAction
                title={t('resources:images.detail')}
                label={t('resources:images.detailOf', { name: row.name })}
                icon={<InfoOutlined fontSize="small" />}
                onClick={() => setParam('image', row.id)}
              />
              <RowAction
                allowed={allowed}
                label={t('resources:images.editOf', { name: row.name })}
                icon={<EditOutlined fontSize="small" />}
                onClick={() => setEditTarget(row)}
              />
              <RowAction
                allowed={allowed}
                label={t('resources:images.deleteOf', { name: row.name })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => askDelete(row)}
              />
            </>
          );
        },
      },
    ],
    // setParam only writes the URL; grid.setFilter is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, access, grid.setFilter, askDelete],
  );

  const tag = grid.model.filters.tag;
  const filterSelects: GridFilterSelect[] = [
    { key: 'source', allLabel: t('resources:filters.all'), options: enumOptions(t, IMAGE_SOURCES, imageSourceLabel) },
    { key: 'status', allLabel: t('resources:filters.all'), options: enumOptions(t, IMAGE_STATUSES, imageStatusLabel) },
  ];

  return (
    <ListPage<Image>
      routeKey="brMirror"
      subtitle={t('resources:images.subtitle')}
      add={{ label: t('resources:images.add'), onClick: () => setParam('add', 'upload'), testId: 'add-image' }}
      testId="images-grid"
      columns={columns}
      {...list.gridProps}
      // A poll while an image builds refreshes the rows without the loading bar.
      loading={list.query.isFetching && !polling}
      rowHeight="auto"
      searchPlaceholder={t('resources:images.search')}
      exportFileName="images"
      filterSelects={filterSelects}
      filters={
        <>
          {tag ? (
            <Chip
              label={t('resources:images.tagFilter', { tag })}
              onDelete={() => grid.setFilter('tag', null)}
              data-testid="tag-filter"
              sx={{ maxWidth: 260 }}
            />
          ) : null}
        </>
      }
    >
      {adding ? <AddImageDialog initialTab={adding} initialProject={preset} onClose={closeAdd} /> : null}
      {versionTarget ? (
        <AddImageDialog
          initialTab={versionTarget.source}
          versionOf={{
            name: versionTarget.name,
            version: nextVersion(latestVersionOf(rows ?? [], versionTarget)),
            tags: versionTarget.tags,
            description: versionTarget.description,
          }}
          onClose={() => setVersionTarget(null)}
        />
      ) : null}
      {detailId ? <ImageDetailDialog id={detailId} onClose={() => setParam('image', null)} /> : null}
      {editTarget ? <EditImageDialog image={editTarget} onClose={() => setEditTarget(null)} /> : null}
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={t('resources:images.deleteTitle')}
        message={(image) => t('resources:images.deleteMessage', { name: image.name, version: image.version })}
        confirmLabel={t('common:actions.delete')}
      />
    </ListPage>
  );
}
