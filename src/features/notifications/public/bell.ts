// The notification bell of the console's app bar.
export { default as NotificationBell } from '../NotificationBell';
