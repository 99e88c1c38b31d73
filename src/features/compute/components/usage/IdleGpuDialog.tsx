// What the idle actions of a GPU row open, loaded on first use: the history of the GPU in a drawer, or the existing
// dialog of the action on what holds it: release or archive of its instance (the instances area's confirmation, its
// rules and refusals), early release of its dedicated request (compute's dialog, with its date rules).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import DetailDrawer from '@/components/DetailDrawer';
import { ConfirmActionDialog } from '@/features/instances/public/actions';
import { notify } from '@/lib/notify';
import { useGetDedicatedRequestQuery, type Gpu } from '../../api';
import { useGetInstanceQuery } from '../../otherAreas';
import EarlyReleaseDialog from '../EarlyReleaseDialog';
import UsageHistoryPanel from './UsageHistoryPanel';

export type IdleGpuAction = 'history' | 'release' | 'archive' | 'releaseEarly';

export interface IdleGpuDialogProps {
  gpu: Gpu;
  action: IdleGpuAction;
  onClose(): void;
}

function InstanceAction({ gpu, action, onClose }: IdleGpuDialogProps & { action: 'release' | 'archive' }) {
  const { t } = useTranslation('usage');
  const { data, error } = useGetInstanceQuery({ id: gpu.instanceId ?? '' }, { skip: !gpu.instanceId });
  const failed = Boolean(error) || (data !== undefined && !data.data);
  useEffect(() => {
    if (failed) {
      notify.error(t('usage:idle.loadFailed'));
      onClose();
    }
  }, [failed, onClose, t]);
  const instance = data?.data && data.data.id === gpu.instanceId ? data.data : null;
  return instance ? <ConfirmActionDialog action={action} instance={instance} onClose={onClose} /> : null;
}

function EarlyRelease({ gpu, onClose }: IdleGpuDialogProps) {
  const { t } = useTranslation('usage');
  const { data, error } = useGetDedicatedRequestQuery(
    { id: gpu.dedicatedRequestId ?? '' },
    { skip: !gpu.dedicatedRequestId },
  );
  const failed = Boolean(error) || (data !== undefined && !data.data);
  useEffect(() => {
    if (failed) {
      notify.error(t('usage:idle.loadFailed'));
      onClose();
    }
  }, [failed, onClose, t]);
  const request = data?.data && data.data.id === gpu.dedicatedRequestId ? data.data : null;
  return request ? <EarlyReleaseDialog request={request} onClose={onClose} /> : null;
}

export default function IdleGpuDialog(props: IdleGpuDialogProps) {
  const { t } = useTranslation('usage');
  const { gpu, action, onClose } = props;
  if (action === 'release' || action === 'archive') return <InstanceAction {...props} action={action} />;
  if (action === 'releaseEarly') return <EarlyRelease {...props} />;
  return (
    <DetailDrawer
      open
      title={t('usage:idle.history', { name: gpu.id })}
      onClose={onClose}
      width={{ xs: '100%', md: 720 }}
      padding={2.5}
      testId="gpu-history-drawer"
    >
      <UsageHistoryPanel resourceType="gpu" resourceId={gpu.id} />
    </DetailDrawer>
  );
}
