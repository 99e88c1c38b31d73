// /object-storage-detail?bucket=&prefix=: one bucket. Its figures, how to reach it with the organisation's access
// key, and its objects one "folder" (prefix) at a time: breadcrumbs, upload into the prefix (several files,
// progress, cancel), download, delete one or several after a confirmation.
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes, formatDateTime, formatNumber } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import RowAction from '@/components/RowAction';
import { ServerDataGrid, type ListRequest } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { toFileContent, UploadCancelled } from '@/components/upload/files';
import { useConfirmAction } from '@/components/useConfirmAction';
import {
  storageApi,
  useDeleteObjectsMutation,
  useGetBucketQuery,
  useLazyGetObjectDownloadUrlQuery,
  useQueryObjectsQuery,
  useUploadObjectMutation,
  type BucketDetail,
  type StorageObject,
} from '../api';
import BucketConnection from '../components/BucketConnection';
import PathBreadcrumbs from '../components/PathBreadcrumbs';
import { useRegionLabel } from '../components/RegionField';
import UploadPanel from '../components/UploadPanel';
import { startDownload } from '../download';
import {
  DELIMITER,
  displayName,
  isPrefixKey,
  normalisePrefix,
  objectKeyFor,
  prefixCrumbs,
  withCommonPrefixes,
} from '../paths';
import { settleDeletion } from '../settleDeletion';
import { useUploadQueue, type SendFile } from '../useUploadQueue';

const DEFAULT_SORT = { field: 'key', order: 'asc' } as const;

/** Folders (prefixes) are opened, not selected. */
const isObjectSelectable = (o: StorageObject) => !isPrefixKey(o.key);
/** The grid's row key (one function for every render). */
const OBJECT_ID = (o: StorageObject) => o.key;

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

function Objects({ bucket }: { bucket: BucketDetail }) {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const [params] = useSearchParams();
  const prefix = normalisePrefix(params.get('prefix'));
  const inPrefix = useCallback(
    (r: ListRequest) => ({ ...r, bucket: bucket.name, prefix, delimiter: DELIMITER }),
    [bucket.name, prefix],
  );
  const list = useListGrid(
    useQueryObjectsQuery,
    storageApi.endpoints.queryObjects,
    { defaultSort: DEFAULT_SORT },
    { toRequest: inPrefix },
  );
  const [upload] = useUploadObjectMutation();
  const [remove] = useDeleteObjectsMutation();
  const [getDownloadUrl] = useLazyGetObjectDownloadUrlQuery();

  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const deletion = useConfirmAction(async (objects: StorageObject[]) => {
    const answer = await remove({ bucket: bucket.name, keys: objects.map((o) => o.key) }).unwrap();
    return settleDeletion(
      answer.data,
      objects,
      { id: (o) => o.key, name: (o) => o.key },
      { deleted: (count) => t('storage:objects.deleted', { count }), fallback: t('storage:errors.actionFailed') },
      (done) => setSelected((ids) => ids.filter((id) => !done.includes(String(id)))),
    );
  }, t('storage:errors.actionFailed'));
  const askDelete = deletion.ask;

  const page = list.query.data?.data;
  const rows = useMemo(
    () =>
      page
        ? withCommonPrefixes(page.list, page.commonPrefixes, (key) => ({ key, sizeBytes: 0, contentType: null }))
        : undefined,
    [page],
  );

  const { openLocation } = list.grid;
  const openPrefix = useCallback(
    (next: string) => {
      setSelected([]);
      openLocation('prefix', next || null);
    },
    [openLocation],
  );

  const download = useCallback(
    async (o: StorageObject) => {
      try {
        const answer = await getDownloadUrl({ bucket: bucket.name, key: o.key }).unwrap();
        if (answer.data) startDownload(answer.data.url, answer.data.fileName ?? displayName(o.key, prefix));
      } catch {
        // baseQuery showed the refusal
      }
    },
    [getDownloadUrl, bucket.name, prefix],
  );

  const send = useCallback<SendFile<string>>(
    async (file, target, signal, onRead) => {
      const content = await toFileContent(file, signal, (loaded) => onRead(file.size ? loaded / file.size : 1));
      onRead(1);
      const call = upload({ bucket: bucket.name, key: objectKeyFor(target, file.name), file: content });
      const abort = () => call.abort();
      signal.addEventListener('abort', abort, { once: true });
      try {
        await call.unwrap();
      } catch (e) {
        if (signal.aborted) throw new UploadCancelled();
        throw apiErrorText(e, t('storage:upload.failed'));
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
    [upload, bucket.name, t],
  );
  const uploads = useUploadQueue(send);

  const columns = useMemo<GridColDef<StorageObject>[]>(
    () => [
      {
        field: 'key',
        headerName: t('storage:objects.columns.name'),
        flex: 2,
        minWidth: 220,
        valueFormatter: (value: string) => value,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            {isPrefixKey(row.key) ? (
              <FolderOutlined fontSize="small" color="primary" aria-hidden />
            ) : (
              <DescriptionOutlined fontSize="small" color="action" aria-hidden />
            )}
            {isPrefixKey(row.key) ? (
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => openPrefix(row.key)}
                sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
              >
                {displayName(row.key, prefix)}
              </Link>
            ) : (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {displayName(row.key, prefix)}
              </Typography>
            )}
            <CopyButton text={row.key} label={t('storage:objects.copyKey', { key: row.key })} />
          </Stack>
        ),
      },
      {
        field: 'sizeBytes',
        headerName: t('storage:objects.columns.size'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number, row: StorageObject) =>
          isPrefixKey(row.key) ? '—' : formatBytes(value, i18n.language),
      },
      {
        field: 'contentType',
        headerName: t('storage:objects.columns.contentType'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value || '—',
      },
      {
        field: 'lastModified',
        headerName: t('storage:objects.columns.lastModified'),
        width: 180,
        valueFormatter: (value: string | undefined, row: StorageObject) =>
          isPrefixKey(row.key) ? '—' : formatDateTime(value, i18n.language),
      },
      {
        ...actionsColumn(t('storage:columns.actions'), 110),
        renderCell: ({ row }) =>
          isPrefixKey(row.key) ? null : (
            <>
              <RowAction
                title={t('storage:actions.download')}
                label={t('storage:actions.downloadOf', { name: row.key })}
                icon={<DownloadOutlined fontSize="small" />}
                onClick={() => void download(row)}
              />
              <RowAction
                title={t('storage:actions.delete')}
                label={t('storage:actions.deleteOf', { name: row.key })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => askDelete([row])}
              />
            </>
          ),
      },
    ],
    [t, i18n.language, prefix, openPrefix, download, askDelete],
  );

  const selectedObjects = (rows ?? []).filter((o) => !isPrefixKey(o.key) && selected.includes(o.key));
  const steps = [{ key: '', name: bucket.name }, ...prefixCrumbs(prefix).map((c) => ({ key: c.prefix, name: c.name }))];

  return (
    <Box component="section" aria-labelledby="objects-title">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="objects-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
          {t('storage:objects.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          onClick={() => setUploadOpen((open) => !open)}
          aria-expanded={uploadOpen}
          aria-controls="objects-upload"
        >
          {t('storage:upload.button')}
        </Button>
      </Stack>
      <PathBreadcrumbs steps={steps} onOpen={openPrefix} label={t('storage:objects.path')} testId="objects-path" />
      {uploadOpen ? (
        <div id="objects-upload">
          <UploadPanel
            items={uploads.items}
            onFiles={(files) => uploads.add(files, prefix)}
            onCancel={uploads.cancel}
            onClearFinished={uploads.clearFinished}
            destination={t('storage:upload.destination', { path: `s3://${bucket.name}/${prefix}` })}
          />
        </div>
      ) : null}
      <ServerDataGrid<StorageObject>
        testId="objects-grid"
        label={t('storage:objects.gridLabel')}
        columns={columns}
        {...list.gridProps}
        // The prefixes ("folders") of this level are listed before its objects.
        rows={rows}
        getRowId={OBJECT_ID}
        searchPlaceholder={t('storage:objects.search')}
        exportFileName={`${bucket.name}-objects`}
        actions={
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={selectedObjects.length === 0}
            onClick={() => askDelete(selectedObjects)}
          >
            {t('storage:objects.deleteSelected', { count: selectedObjects.length })}
          </Button>
        }
        checkboxSelection
        isRowSelectable={isObjectSelectable}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
      />
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={(objects) => t('storage:objects.deleteTitle', { count: objects.length })}
        message={(objects) =>
          t('storage:objects.deleteMessage', { bucket: bucket.name, keys: objects.map((o) => o.key).join(', ') })
        }
        confirmLabel={t('storage:actions.delete')}
      />
    </Box>
  );
}

export default function ObjectStorageDetailPage() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const [params] = useSearchParams();
  const name = params.get('bucket') ?? '';
  const { data, isLoading, isError, refetch } = useGetBucketQuery({ bucket: name }, { skip: !name });
  const bucket = data?.data ?? null;
  const regionLabel = useRegionLabel();

  const back = (
    <Link
      component={RouterLink}
      to="/object-storage"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      underline="always"
    >
      <ArrowBack fontSize="small" aria-hidden />
      {t('storage:detail.back')}
    </Link>
  );

  let body: ReactNode;
  if (!name) body = <Alert severity="info">{t('storage:detail.noBucket')}</Alert>;
  else if (isLoading) body = <PageLoading />;
  else if (isError || !bucket)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('storage:detail.loadFailed', { name })}
      </Alert>
    );
  else
    body = (
      <>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="bucket-figures">
            <Figure
              label={t('storage:buckets.columns.objectCount')}
              value={formatNumber(bucket.objectCount, i18n.language)}
            />
            <Figure
              label={t('storage:buckets.columns.capacity')}
              value={formatBytes(bucket.capacityBytes, i18n.language)}
            />
            <Figure label={t('storage:columns.region')} value={regionLabel(bucket.region)} />
            <Figure
              label={t('storage:buckets.columns.acl')}
              value={
                bucket.acl === 'publicRead' ? t('storage:buckets.acl.publicRead') : t('storage:buckets.acl.private')
              }
            />
            <Figure label={t('storage:columns.createdAt')} value={formatDateTime(bucket.createdAt, i18n.language)} />
          </Stack>
        </Paper>
        <BucketConnection bucket={bucket} />
        <Objects bucket={bucket} />
      </>
    );

  return (
    <PageFrame routeKey="objectStorageDetail" testId="bucket-detail" before={back} subtitle={name || undefined}>
      {body}
    </PageFrame>
  );
}
