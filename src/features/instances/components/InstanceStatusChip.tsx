// An instance status (docs/product-rules.md#states-and-transitions) as a chip on the shared StatusChip: translated label, colour, transitional
// statuses animated, `data-status` carrying the raw status. Other areas show instance statuses with it too.
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import StatusChip from '@/components/StatusChip';
import type { InstanceStatus } from '../api';
import { STATUS_TONE, isTransitional } from '../status';

/** The translated name of every status (static keys, so the locale test sees each one). */
export function instanceStatusLabels(t: TFunction): Record<InstanceStatus, string> {
  return {
    initial: t('instances:status.initial'),
    creating: t('instances:status.creating'),
    created_success: t('instances:status.created_success'),
    created_failure: t('instances:status.created_failure'),
    running: t('instances:status.running'),
    removing: t('instances:status.removing'),
    removed_success: t('instances:status.removed_success'),
    removed_failure: t('instances:status.removed_failure'),
    archiving: t('instances:status.archiving'),
    archived: t('instances:status.archived'),
    restoring: t('instances:status.restoring'),
    unknown: t('instances:status.unknown'),
  };
}

export interface InstanceStatusChipProps {
  status: InstanceStatus;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Memoised: a grid re-renders every cell when any of its props changes; an unchanged one is not drawn again. */
export default memo(function InstanceStatusChip({ status, size, testId = 'instance-status' }: InstanceStatusChipProps) {
  const { t } = useTranslation('instances');
  // One lookup per chip (a grid page draws dozens): the key of a known status, the raw value otherwise.
  const label = status in STATUS_TONE ? t(`instances:status.${status}`) : status;
  return (
    <StatusChip
      label={label}
      tone={STATUS_TONE[status] ?? 'default'}
      transitional={isTransitional(status)}
      status={status}
      size={size}
      testId={testId}
    />
  );
});
