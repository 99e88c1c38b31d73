// What the dataset and model screens share: a row's actions (versions, upload a version, delete), the
// versions dialog kept in the URL (`versions=<id>`), the upload dialog and the delete confirmation.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import Permitted from '@/components/Permitted';
import { clearScope } from '@/components/ServerDataGrid';
import { actionsColumn as actionsColumnBase } from '@/components/ServerDataGrid/columns';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { useDeleteDatasetMutation, useDeleteModelMutation } from '../api';
import AssetVersionsDialog, { VERSIONS_SCOPE } from './AssetVersionsDialog';
import UploadVersionDialog, { type AssetKind } from './UploadVersionDialog';

export interface AssetRow extends GridValidRowModel {
  id: string;
  name: string;
  latestVersion?: string | null;
  createdBy?: string;
}

export function useAssetActions<R extends AssetRow>(kind: AssetKind, rows: readonly R[] | undefined) {
  const { t } = useTranslation(['resources', 'common']);
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const [uploadTarget, setUploadTarget] = useState<AssetRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AssetRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteDataset, datasetDeletion] = useDeleteDatasetMutation();
  const [deleteModel, modelDeletion] = useDeleteModelMutation();
  // The row of the versions dialog, remembered so the dialog keeps its title when the page changes.
  const [versionsRow, setVersionsRow] = useState<AssetRow | null>(null);

  const setVersionsParam = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          clearScope(next, VERSIONS_SCOPE);
          if (id) next.set('versions', id);
          else next.delete('versions');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const openVersions = useCallback(
    (row: AssetRow) => {
      setVersionsRow(row);
      setVersionsParam(row.id);
    },
    [setVersionsParam],
  );

  const versionsId = params.get('versions');
  const versionsAsset =
    (versionsRow?.id === versionsId ? versionsRow : null) ??
    rows?.find((r) => r.id === versionsId) ??
    (versionsId ? { id: versionsId, name: versionsId } : null);

  const label = kind === 'dataset' ? t('resources:datasets.one') : t('resources:models.one');

  const actionsColumn = useMemo<GridColDef<R>>(
    () => ({
      ...actionsColumnBase(t('resources:columns.actions'), 130),
      renderCell: ({ row }) => {
        const allowed = access.can('release', { owner: row.createdBy });
        return (
          <>
            <Tooltip title={t('resources:versions.show')}>
              <IconButton
                size="small"
                aria-label={t('resources:versions.showOf', { name: row.name })}
                onClick={() => openVersions(row)}
              >
                <HistoryOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Permitted allowed={allowed}>
              <IconButton
                size="small"
                aria-label={t('resources:versions.uploadOf', { name: row.name })}
                disabled={!allowed}
                onClick={() => setUploadTarget(row)}
              >
                <UploadOutlined fontSize="small" />
              </IconButton>
            </Permitted>
            <Permitted allowed={allowed}>
              <IconButton
                size="small"
                aria-label={t('resources:deleteOf', { name: row.name })}
                disabled={!allowed}
                onClick={() => setDeleteTarget(row)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Permitted>
          </>
        );
      },
    }),
    [t, access, openVersions],
  );

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleteError(null);
    try {
      await (kind === 'dataset' ? deleteDataset : deleteModel)({ id: deleteTarget.id }).unwrap();
      notify.success(t('resources:deleted', { kind: label, name: deleteTarget.name }));
      setDeleteTarget(null);
    } catch (e) {
      setDeleteError(apiErrorText(e, t('resources:deleteFailed')));
    }
  };

  const dialogs: ReactNode = (
    <>
      {versionsAsset ? (
        <AssetVersionsDialog
          kind={kind}
          asset={versionsAsset}
          canUpload={access.can('release', { owner: versionsAsset.createdBy })}
          onUpload={() => setUploadTarget(versionsAsset)}
          onClose={() => {
            setVersionsRow(null);
            setVersionsParam(null);
          }}
        />
      ) : null}
      {uploadTarget ? (
        <UploadVersionDialog kind={kind} asset={uploadTarget} onClose={() => setUploadTarget(null)} />
      ) : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        destructive
        pending={datasetDeletion.isLoading || modelDeletion.isLoading}
        error={deleteError}
        title={t('resources:deleteTitle', { kind: label })}
        message={t('resources:deleteMessage', { kind: label, name: deleteTarget?.name, id: deleteTarget?.id })}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleteTarget(null);
          setDeleteError(null);
        }}
      />
    </>
  );

  return { actionsColumn, dialogs, openVersions };
}
