// How the storage screens name a drive entry's kind.
import { enumText } from '@/lib/enumText';
import type { DriveEntry } from './api';

type DriveKind = DriveEntry['kind'];
export const DRIVE_KINDS: DriveKind[] = ['folder', 'file'];
/** An entry is a folder or else a file. */
export const driveKindText = enumText<DriveKind>('storage:drive.kinds', DRIVE_KINDS, (_, t) =>
  t('storage:drive.kinds.file'),
);
