// The versions of one dataset or model (version, file, size, note, uploader, time), paged and sorted by the
// server with the model in the URL under `v…` keys; a new version can be uploaded from here.
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/components/format';
import Permitted from '@/components/Permitted';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { resourcesApi, useQueryDatasetVersionsQuery, useQueryModelVersionsQuery, type AssetVersion } from '../api';
import type { AssetKind } from './UploadVersionDialog';

export const VERSIONS_SCOPE = 'v';
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export interface AssetVersionsDialogProps {
  kind: AssetKind;
  asset: { id: string; name: string };
  /** May the user upload a version (docs/product-rules.md#roles)? */
  canUpload: boolean;
  onUpload(): void;
  onClose(): void;
}

/** The grid's row key (one function for every render). */
const VERSION_ID = (v: AssetVersion) => `${v.version}-${v.fileName}`;

export default function AssetVersionsDialog({ kind, asset, canUpload, onUpload, onClose }: AssetVersionsDialogProps) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const titleId = useId();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, scope: VERSIONS_SCOPE });
  const request = useMemo(() => ({ ...grid.request, id: asset.id }), [grid.request, asset.id]);
  const datasetVersions = useQueryDatasetVersionsQuery(request, { skip: kind !== 'dataset' });
  const modelVersions = useQueryModelVersionsQuery(request, { skip: kind !== 'model' });
  const { data, isFetching, error, refetch } = kind === 'dataset' ? datasetVersions : modelVersions;
  const fetchDatasetRows = useFetchAllRows(resourcesApi.endpoints.queryDatasetVersions, request);
  const fetchModelRows = useFetchAllRows(resourcesApi.endpoints.queryModelVersions, request);

  const columns = useMemo<GridColDef<AssetVersion>[]>(
    () => [
      { field: 'version', headerName: t('resources:versions.columns.version'), width: 100 },
      {
        field: 'fileName',
        headerName: t('resources:versions.columns.fileName'),
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.fileName}</span>,
      },
      {
        field: 'sizeBytes',
        headerName: t('resources:versions.columns.size'),
        width: 110,
        valueFormatter: (value: number | undefined) => formatBytes(value, i18n.language),
      },
      {
        field: 'note',
        headerName: t('resources:versions.columns.note'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.note ?? ''}</span>,
      },
      { field: 'createdBy', headerName: t('resources:versions.columns.createdBy'), width: 120 },
      dateTimeColumn('createdAt', t('resources:versions.columns.createdAt'), i18n.language),
    ],
    [t, i18n.language],
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth data-testid="versions-dialog">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('resources:versions.title', { name: asset.name })}
      </DialogTitle>
      <DialogContent>
        <ServerDataGrid<AssetVersion>
          testId="versions-grid"
          label={t('resources:versions.gridLabel', { name: asset.name })}
          columns={columns}
          {...listGridProps(data?.data, isFetching, error, refetch)}
          getRowId={VERSION_ID}
          rowHeight="auto"
          state={grid}
          exportFileName={`${asset.id}-versions`}
          fetchAllRows={kind === 'dataset' ? fetchDatasetRows : fetchModelRows}
          actions={
            <Permitted allowed={canUpload}>
              <Button
                size="small"
                variant="contained"
                startIcon={<UploadOutlined />}
                disabled={!canUpload}
                onClick={onUpload}
              >
                {t('resources:versions.upload')}
              </Button>
            </Permitted>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
