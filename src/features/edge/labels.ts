// How the edge screens name a device's and a service group's status, and the colour of its chip.
import type { StatusTone } from '@/components/StatusChip';
import { enumText } from '@/lib/enumText';
import type { NactDevice, NetworkServiceGroup } from './api';

type DeviceStatus = NactDevice['status'];
export const DEVICE_STATUSES: DeviceStatus[] = ['online', 'offline'];
/** A device is online or else offline. */
export const deviceStatusText = enumText<DeviceStatus>('edge:device', DEVICE_STATUSES, (_, t) =>
  t('edge:device.offline'),
);
export const deviceStatusTone = (v: DeviceStatus | undefined): StatusTone => (v === 'online' ? 'success' : 'default');

type GroupStatus = NetworkServiceGroup['status'];
export const GROUP_STATUSES: GroupStatus[] = ['normal', 'abnormal'];
/** A group is normal or else abnormal. */
export const groupStatusText = enumText<GroupStatus>('edge:nsg', GROUP_STATUSES, (_, t) => t('edge:nsg.abnormal'));
export const groupStatusTone = (v: GroupStatus | undefined): StatusTone => (v === 'normal' ? 'success' : 'error');
