// Volume statuses in words and colours, and which actions each status allows (the mock refuses the same).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '@/components/StatusChip';
import type { Volume } from './api';

export type VolumeStatus = Volume['status'];

export const VOLUME_STATUSES: readonly VolumeStatus[] = [
  'creating',
  'available',
  'attached',
  'expanding',
  'deleting',
  'error',
];

// The filled info and warning chips fail WCAG contrast with their white text in this theme: not used here.
const TONES: Record<VolumeStatus, { tone: StatusTone; transitional: boolean }> = {
  creating: { tone: 'primary', transitional: true },
  available: { tone: 'success', transitional: false },
  attached: { tone: 'primary', transitional: false },
  expanding: { tone: 'primary', transitional: true },
  deleting: { tone: 'default', transitional: true },
  error: { tone: 'error', transitional: false },
};

export interface VolumeActions {
  expand: boolean;
  attach: boolean;
  detach: boolean;
  /** Deleting an attached volume is refused (detach first); one on its way cannot be deleted either. */
  delete: boolean;
}

export function volumeActions(v: Pick<Volume, 'status'>): VolumeActions {
  return {
    expand: v.status === 'available' || v.status === 'attached',
    attach: v.status === 'available',
    detach: v.status === 'attached',
    delete: v.status === 'available' || v.status === 'error',
  };
}

export function useVolumeStatus(): (status: VolumeStatus) => {
  label: string;
  tone: StatusTone;
  transitional: boolean;
} {
  const { t } = useTranslation('storage');
  return useCallback(
    (status) => {
      const look = TONES[status] ?? { tone: 'default' as const, transitional: false };
      const label =
        status === 'creating'
          ? t('storage:volumes.statuses.creating')
          : status === 'available'
            ? t('storage:volumes.statuses.available')
            : status === 'attached'
              ? t('storage:volumes.statuses.attached')
              : status === 'expanding'
                ? t('storage:volumes.statuses.expanding')
                : status === 'deleting'
                  ? t('storage:volumes.statuses.deleting')
                  : status === 'error'
                    ? t('storage:volumes.statuses.error')
                    : String(status);
      return { label, ...look };
    },
    [t],
  );
}
