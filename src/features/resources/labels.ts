// Words for the resources' enums, with static i18n keys (one per value), and their status tones.
import type { StatusTone } from '@/components/StatusChip';
import { enumText } from '@/lib/enumText';
import type { DatasetPurpose, ImageSource, ImageStatus } from './api';

export const IMAGE_SOURCES: readonly ImageSource[] = ['gitlab', 'upload', 'external'];
export const IMAGE_STATUSES: readonly ImageStatus[] = ['uploading', 'building', 'pulling', 'ready', 'failed'];
/** Statuses on their way to ready or failed: the screens poll while one shows. */
export const TRANSITIONAL_IMAGE_STATUSES: readonly ImageStatus[] = ['uploading', 'building', 'pulling'];

export const imageSourceLabel = enumText<ImageSource | string>(
  'resources:images.sources',
  IMAGE_SOURCES,
  (source) => source ?? '—',
);

export const imageStatusLabel = enumText<ImageStatus | string>(
  'resources:images.statuses',
  IMAGE_STATUSES,
  (status) => status ?? '—',
);

export function imageStatusTone(status: ImageStatus | string | undefined): StatusTone {
  if (status === 'ready') return 'success';
  if (status === 'failed') return 'error';
  return 'info';
}

export const purposeLabel = enumText<DatasetPurpose | string>(
  'resources:datasets.purposes',
  ['training', 'fineTuning', 'evaluation', 'inference', 'other'],
  (purpose) => purpose ?? '—',
);

/** The GitLab screen's access filter (the URL's words for the contract's boolean) and how each reads. */
export const GITLAB_ACCESS = ['allowed', 'denied'] as const;
export const gitlabAccessLabel = enumText<(typeof GITLAB_ACCESS)[number]>(
  'resources:gitlab',
  GITLAB_ACCESS,
  undefined,
  { allowed: 'allowed', denied: 'notAllowed' },
);
