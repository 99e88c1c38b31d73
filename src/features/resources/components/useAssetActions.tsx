// What the dataset and model screens share: a row's actions (versions, upload a version, delete), the
// versions dialog kept in the URL (`versions=<id>`), the upload dialog and the delete confirmation.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import RowAction from '@/components/RowAction';
import { clearScope } from '@/components/ServerDataGrid';
import { actionsColumn as actionsColumnBase } from '@/components/ServerDataGrid/columns';
import { useConfirmAction } from '@/components/useConfirmAction';
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
  const [deleteDataset] = useDeleteDatasetMutation();
  const [deleteModel] = useDeleteModelMutation();
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
  const deletion = useConfirmAction(async (asset: AssetRow) => {
    await (kind === 'dataset' ? deleteDataset : deleteModel)({ id: asset.id }).unwrap();
    notify.success(t('resources:deleted', { kind: label, name: asset.name }));
  }, t('resources:deleteFailed'));
  const askDelete = deletion.ask;

  const actionsColumn = useMemo<GridColDef<R>>(
    () => ({
      ...actionsColumnBase(t('resources:columns.actions'), 130),
      renderCell: ({ row }) => {
        const allowed = access.can('release', { owner: row.createdBy });
        return (
          <>
            <RowAction
              title={t('resources:versions.show')}
              label={t('resources:versions.showOf', { name: row.name })}
              icon={<HistoryOutlined fontSize="small" />}
              onClick={() => openVersions(row)}
            />
            <RowAction
              allowed={allowed}
              label={t('resources:versions.uploadOf', { name: row.name })}
              icon={<UploadOutlined fontSize="small" />}
              onClick={() => setUploadTarget(row)}
            />
            <RowAction
              allowed={allowed}
              label={t('resources:deleteOf', { name: row.name })}
              icon={<DeleteOutlined fontSize="small" />}
              onClick={() => askDelete(row)}
            />
          </>
        );
      },
    }),
    [t, access, openVersions, askDelete],
  );

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
        {...deletion.dialog}
        destructive
        title={t('resources:deleteTitle', { kind: label })}
        message={(asset) => t('resources:deleteMessage', { kind: label, name: asset.name, id: asset.id })}
        confirmLabel={t('common:actions.delete')}
      />
    </>
  );

  return { actionsColumn, dialogs, openVersions };
}
