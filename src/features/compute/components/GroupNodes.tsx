// The nodes of a compute group on its edit screen: remove one (confirmed) or add nodes that are in no group.
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import ActionDialog from '@/components/ActionDialog';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import IdCell from '@/components/IdCell';
import Permitted from '@/components/Permitted';
import SimpleTable from '@/components/SimpleTable';
import StatusChip from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import {
  useAddComputeGroupNodesMutation,
  useRemoveComputeGroupNodesMutation,
  type ComputeGroupDetail,
  type ComputeNode,
} from '../api';
import { isMachineTransitional, machineStatusText, machineStatusTone } from '../labels';
import NodePicker from './NodePicker';

function AddNodesDialog({ group, onClose }: { group: ComputeGroupDetail; onClose(): void }) {
  const { t } = useTranslation(['compute', 'common']);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddComputeGroupNodesMutation();
  const submit = async () => {
    setError(null);
    try {
      await add({ groupId: group.id, nodeIds: chosen }).unwrap();
      notify.success(t('compute:groups.nodes.added', { count: chosen.length, name: group.name }));
      onClose();
    } catch (e) {
      setError(apiErrorText(e, t('compute:groups.nodes.addFailed')));
    }
  };
  return (
    <ActionDialog
      title={t('compute:groups.nodes.addTitle', { name: group.name })}
      error={error}
      pending={isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('compute:groups.nodes.addConfirm', { count: chosen.length })}
      submitDisabled={chosen.length === 0}
      maxWidth="sm"
      testId="add-nodes-dialog"
    >
      <NodePicker value={chosen} onChange={setChosen} disabled={isLoading} label={t('compute:groups.nodes.free')} />
    </ActionDialog>
  );
}

export default function GroupNodes({ group, mayManage }: { group: ComputeGroupDetail; mayManage: boolean }) {
  const { t } = useTranslation(['compute', 'common']);
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [removeTarget, setRemoveTarget] = useState<ComputeNode | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [remove, removal] = useRemoveComputeGroupNodesMutation();

  const confirmRemove = async () => {
    if (!removeTarget) return;
    setRemoveError(null);
    try {
      await remove({ groupId: group.id, nodeIds: [removeTarget.id] }).unwrap();
      notify.success(t('compute:groups.nodes.removed', { node: removeTarget.name, name: group.name }));
      setRemoveTarget(null);
    } catch (e) {
      setRemoveError(apiErrorText(e, t('compute:groups.nodes.removeFailed')));
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="group-nodes">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flexGrow: 1 }}>
          {t('compute:groups.nodes.title', { count: group.nodes.length })}
        </Typography>
        <Permitted allowed={mayManage}>
          <Button
            startIcon={<AddOutlined />}
            disabled={!mayManage}
            onClick={() => setAdding(true)}
            data-testid="add-nodes"
          >
            {t('compute:groups.nodes.add')}
          </Button>
        </Permitted>
      </Stack>
      {group.nodes.length === 0 ? (
        <Typography color="text.secondary">{t('compute:groups.nodes.empty')}</Typography>
      ) : (
        <SimpleTable<ComputeNode>
          rows={group.nodes}
          labelledBy={titleId}
          columns={[
            {
              key: 'name',
              header: t('compute:nodes.columns.name'),
              cell: (n) => (
                <Link component={RouterLink} to={`/dedicated?node=${encodeURIComponent(n.id)}`}>
                  {n.name}
                </Link>
              ),
            },
            { key: 'id', header: t('compute:nodes.columns.id'), cell: (n) => <IdCell text={n.id} /> },
            {
              key: 'status',
              header: t('compute:nodes.columns.status'),
              cell: (n) => (
                <StatusChip
                  label={machineStatusText(t, n.status)}
                  tone={machineStatusTone(n.status)}
                  transitional={isMachineTransitional(n.status)}
                  status={n.status}
                />
              ),
            },
            { key: 'specs', header: t('compute:nodes.columns.specs'), cell: (n) => n.specSummary ?? '—' },
            {
              key: 'actions',
              header: t('compute:columns.actions'),
              align: 'right',
              cell: (n) => (
                <Permitted allowed={mayManage}>
                  <Tooltip title={mayManage ? t('compute:groups.nodes.remove') : ''}>
                    <span>
                      <IconButton
                        size="small"
                        disabled={!mayManage}
                        aria-label={t('compute:groups.nodes.removeOf', { node: n.name })}
                        onClick={() => {
                          setRemoveError(null);
                          setRemoveTarget(n);
                        }}
                      >
                        <RemoveCircleOutline fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Permitted>
              ),
            },
          ]}
        />
      )}
      {adding ? <AddNodesDialog group={group} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removeTarget !== null}
        destructive
        pending={removal.isLoading}
        error={removeError}
        title={t('compute:groups.nodes.removeTitle')}
        message={t('compute:groups.nodes.removeMessage', { node: removeTarget?.name ?? '', name: group.name })}
        confirmLabel={t('compute:groups.nodes.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoveTarget(null)}
      />
    </Box>
  );
}
