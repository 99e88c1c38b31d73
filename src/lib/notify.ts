// The one queue for messages and notifications: stacked, dismissible, announced to screen readers (notistack).
// notistack is not on the sign-in path: its host (SnackbarHost) is a chunk of its own, loaded when the page is
// idle or at the first message. Messages sent before it is there wait, in order, and show once it is mounted.
export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

/** A link a message offers (e.g. to the resource an ended operation acted on): its text and a console route. */
export interface SnackLink {
  label: string;
  /** a route path of the console (`/management-panel?id=...`) */
  to: string;
}

export interface Notifier {
  message(kind: NotifyKind, text: string, link?: SnackLink): void;
  /** docs/product-rules.md#calls-and-errors showType 3: a notification with a title (errorCode) and a description (errorMessage). */
  notification(title: string, description: string): void;
  /** Takes every message off the screen (and drops those waiting): what they said no longer holds. */
  dismissAll?(): void;
}

/** One message for the host. */
export interface Snack {
  kind: NotifyKind;
  text: string;
  /** How long it stays (ms); the host's default otherwise. */
  autoHideMs?: number;
  /** The same text already on screen (or waiting) is not shown twice. */
  dedupe?: boolean;
  link?: SnackLink;
}

type Deliver = (snack: Snack) => void;

let deliver: Deliver | null = null;
let dismissShown: (() => void) | null = null;
const waiting: Snack[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function setWanted(value: boolean): void {
  if (wanted === value) return;
  wanted = value;
  for (const listener of listeners) listener();
}

function send(snack: Snack): void {
  if (deliver) return deliver(snack);
  if (snack.dedupe && waiting.some((w) => w.dedupe && w.kind === snack.kind && w.text === snack.text)) return;
  waiting.push(snack);
  setWanted(true);
}

/** How the app mounts the host: NotificationHost asks for it, SnackbarHost attaches once loaded. */
export const notificationHost = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Whether the host should be loaded (a message waits, or the page went idle). */
  isWanted: (): boolean => wanted,
  want: (): void => setWanted(true),
  /** The host failed to load: the next message (or idle time) tries again; waiting messages stay. */
  loadFailed: (): void => setWanted(false),
  /** The mounted host takes the waiting messages, in order, then every new one; returns its detach. */
  attach(next: Deliver, dismissAll?: () => void): () => void {
    deliver = next;
    dismissShown = dismissAll ?? null;
    for (const snack of waiting.splice(0)) next(snack);
    return () => {
      if (deliver === next) {
        deliver = null;
        dismissShown = null;
      }
    };
  },
  /** Messages not yet shown (tests). */
  waiting: (): readonly Snack[] => waiting,
};

const hostNotifier: Notifier = {
  message(kind, text, link) {
    send({ kind, text, dedupe: true, ...(link ? { link } : {}) });
  },
  notification(title, description) {
    send({ kind: 'error', text: title ? `${title}: ${description}` : description, autoHideMs: 8000 });
  },
  dismissAll() {
    waiting.splice(0);
    dismissShown?.();
  },
};

let current: Notifier = hostNotifier;

/** Tests swap the notifier to observe what the user would see. */
export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? hostNotifier;
}

export const notify = {
  success: (text: string) => current.message('success', text),
  info: (text: string) => current.message('info', text),
  warning: (text: string) => current.message('warning', text),
  error: (text: string) => current.message('error', text),
  notification: (title: string, description: string) => current.notification(title, description),
  /** A message with a link (shown with the message, reachable by keyboard). */
  withLink: (kind: NotifyKind, text: string, link: SnackLink) => current.message(kind, text, link),
  dismissAll: () => current.dismissAll?.(),
};
