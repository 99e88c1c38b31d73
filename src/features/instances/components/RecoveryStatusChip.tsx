// A restore's state (docs/product-rules.md#states-and-transitions recovery statuses INITED / SUCCESS / FAILED) as a chip; INITED is animated.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import StatusChip from '@/components/StatusChip';
import type { RecoveryStatus } from '../api';
import { RECOVERY_TONE } from '../status';

export function recoveryStatusLabels(t: TFunction): Record<RecoveryStatus, string> {
  return {
    INITED: t('instances:recovery.status.INITED'),
    SUCCESS: t('instances:recovery.status.SUCCESS'),
    FAILED: t('instances:recovery.status.FAILED'),
  };
}

export default function RecoveryStatusChip({ status, testId }: { status: RecoveryStatus; testId?: string }) {
  const { t } = useTranslation('instances');
  return (
    <StatusChip
      label={recoveryStatusLabels(t)[status] ?? status}
      tone={RECOVERY_TONE[status] ?? 'default'}
      transitional={status === 'INITED'}
      status={status}
      testId={testId}
    />
  );
}
