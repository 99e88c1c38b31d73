// The one queue for messages and notifications (notistack): stacked, dismissible, announced to screen readers.
import { enqueueSnackbar, type VariantType } from 'notistack';

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

export interface Notifier {
  message(kind: NotifyKind, text: string): void;
  /** SPEC.md §8 showType 3: a notification with a title (errorCode) and a description (errorMessage). */
  notification(title: string, description: string): void;
}

const snackbarNotifier: Notifier = {
  message(kind, text) {
    enqueueSnackbar(text, { variant: kind as VariantType, preventDuplicate: true });
  },
  notification(title, description) {
    enqueueSnackbar(title ? `${title}: ${description}` : description, {
      variant: 'error',
      persist: false,
      autoHideDuration: 8000,
    });
  },
};

let current: Notifier = snackbarNotifier;

/** Tests swap the notifier to observe what the user would see. */
export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? snackbarNotifier;
}

export const notify = {
  success: (text: string) => current.message('success', text),
  info: (text: string) => current.message('info', text),
  warning: (text: string) => current.message('warning', text),
  error: (text: string) => current.message('error', text),
  notification: (title: string, description: string) => current.notification(title, description),
};
