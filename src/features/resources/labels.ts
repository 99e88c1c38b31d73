// Words for the resources' enums, with static i18n keys (one per value), and their status tones.
import type { TFunction } from 'i18next';
import type { StatusTone } from '@/components/StatusChip';
import type { DatasetPurpose, ImageSource, ImageStatus } from './api';

export const IMAGE_SOURCES: readonly ImageSource[] = ['gitlab', 'upload', 'external'];
export const IMAGE_STATUSES: readonly ImageStatus[] = ['uploading', 'building', 'pulling', 'ready', 'failed'];
/** Statuses on their way to ready or failed: the screens poll while one shows. */
export const TRANSITIONAL_IMAGE_STATUSES: readonly ImageStatus[] = ['uploading', 'building', 'pulling'];

export function imageSourceLabel(t: TFunction, source: ImageSource | string | undefined): string {
  switch (source) {
    case 'gitlab':
      return t('resources:images.sources.gitlab');
    case 'upload':
      return t('resources:images.sources.upload');
    case 'external':
      return t('resources:images.sources.external');
    default:
      return source ?? '—';
  }
}

export function imageStatusLabel(t: TFunction, status: ImageStatus | string | undefined): string {
  switch (status) {
    case 'uploading':
      return t('resources:images.statuses.uploading');
    case 'building':
      return t('resources:images.statuses.building');
    case 'pulling':
      return t('resources:images.statuses.pulling');
    case 'ready':
      return t('resources:images.statuses.ready');
    case 'failed':
      return t('resources:images.statuses.failed');
    default:
      return status ?? '—';
  }
}

export function imageStatusTone(status: ImageStatus | string | undefined): StatusTone {
  if (status === 'ready') return 'success';
  if (status === 'failed') return 'error';
  return 'info';
}

export function purposeLabel(t: TFunction, purpose: DatasetPurpose | string | undefined): string {
  switch (purpose) {
    case 'training':
      return t('resources:datasets.purposes.training');
    case 'fineTuning':
      return t('resources:datasets.purposes.fineTuning');
    case 'evaluation':
      return t('resources:datasets.purposes.evaluation');
    case 'inference':
      return t('resources:datasets.purposes.inference');
    case 'other':
      return t('resources:datasets.purposes.other');
    default:
      return purpose ?? '—';
  }
}
