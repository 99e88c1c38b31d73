// The bell's list (loaded on first use): the newest notifications first, unread ones marked, each a link to its
// resource (following it marks it read); mark one read, or all; "Show older" reads the next page below.
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/components/format';
import {
  useQueryNotificationsQuery,
  useSetAllNotificationsReadMutation,
  useSetNotificationReadMutation,
  type Notification,
  type NotificationPage,
} from './api';
import { linkOf, textOf } from './links';
import { NOTIFICATION_PAGE } from './poll';

export interface NotificationListProps {
  anchor: HTMLElement;
  open: boolean;
  onClose: () => void;
}

/**
 * Keeps the keyboard's place when a pressed button of the list is disabled or removed by its own press ("Mark all
 * read", an item's "Mark read"): the list itself takes the focus. Left to the browser, the focus would drop to the page
 * until the popover's focus trap takes it back (it checks every 50 ms), and a key pressed meanwhile (Escape) is lost.
 */
function focusList(inside: RefObject<HTMLElement | null>): void {
  inside.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
}

export default function NotificationList({ anchor, open, onClose }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const headerRef = useRef<HTMLDivElement>(null);
  const keepFocus = (): void => focusList(headerRef);
  const { data, isError } = useQueryNotificationsQuery(NOTIFICATION_PAGE);
  const [markAllRead, { isLoading: markingAll }] = useSetAllNotificationsReadMutation();
  const [pages, setPages] = useState(1);
  const page = (data?.data ?? undefined) as NotificationPage | undefined;
  const list = useMemo(() => page?.list ?? [], [page]);
  const shownIds = useMemo(() => new Set(list.map((n) => n.id)), [list]);
  const unread = page?.unreadCount ?? 0;

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'notification-list',
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 },
        } as object,
      }}
    >
      <Box
        ref={headerRef}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('notifications:title')}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0 || markingAll}
          onClick={() => {
            keepFocus();
            void markAllRead({});
          }}
          data-testid="notifications-read-all"
        >
          {t('notifications:markAllRead')}
        </Button>
      </Box>
      {isError && !page && (
        <Typography role="alert" sx={{ p: 2 }}>
          {t('notifications:loadFailed')}
        </Typography>
      )}
      {page && list.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('notifications:empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((n) => (
            <NotificationItem key={n.id} n={n} onFollow={onClose} onMarked={keepFocus} />
          ))}
          {Array.from({ length: pages - 1 }, (_, i) => (
            <OlderNotifications key={i + 2} pageNum={i + 2} shown={shownIds} onFollow={onClose} onMarked={keepFocus} />
          ))}
        </Box>
      )}
      {page && pages * NOTIFICATION_PAGE.pageSize < page.total && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={() => setPages((p) => p + 1)} data-testid="notifications-older">
            {t('notifications:older')}
          </Button>
        </Box>
      )}
    </Popover>
  );
}

/** One notification: its text as a link to its resource (following it marks it read), when, and "mark read". */
function NotificationItem({ n, onFollow, onMarked }: { n: Notification; onFollow: () => void; onMarked: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const [markRead] = useSetNotificationReadMutation();
  const text = textOf(t, n);
  return (
    <Box
      component="li"
      data-testid="notification-item"
      data-read={n.read ? 'true' : 'false'}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: n.read ? undefined : 'action.hover',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={linkOf(n)}
          underline="hover"
          onClick={() => {
            if (!n.read) void markRead({ id: n.id });
            onFollow();
          }}
          sx={{ display: 'block', fontWeight: n.read ? 400 : 600, overflowWrap: 'anywhere' }}
        >
          {text}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {n.read ? '' : `${t('notifications:unread')} · `}
          {formatDateTime(n.createdAt, i18n.language)}
        </Typography>
      </Box>
      {!n.read && (
        <IconButton
          size="small"
          aria-label={t('notifications:markReadOf', { text })}
          title={t('notifications:markRead')}
          onClick={() => {
            // the button goes once the notification is read
            onMarked();
            void markRead({ id: n.id });
          }}
          data-testid="notification-mark-read"
        >
          <DoneOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * An older page, asked when the user wants it. Polls refresh it with the first page (same cache tag); one that a
 * newer notification pushed down onto it is shown once, where the first page has it.
 */
function OlderNotifications({
  pageNum,
  shown,
  onFollow,
  onMarked,
}: {
  pageNum: number;
  shown: ReadonlySet<string>;
  onFollow: () => void;
  onMarked: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { data, isError, isFetching, refetch } = useQueryNotificationsQuery({
    pageNum,
    pageSize: NOTIFICATION_PAGE.pageSize,
  });
  const page = (data?.data ?? undefined) as NotificationPage | undefined;
  if (isError && !page)
    return (
      <Box component="li" role="alert" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flexGrow: 1 }}>{t('notifications:loadFailed')}</Typography>
        <Button size="small" disabled={isFetching} onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Box>
    );
  if (!page)
    return (
      <Box component="li" sx={{ p: 2 }}>
        <Typography color="text.secondary" role="status">
          {t('common:loading')}
        </Typography>
      </Box>
    );
  return (
    <>
      {page.list
        .filter((n) => !shown.has(n.id))
        .map((n) => (
          <NotificationItem key={n.id} n={n} onFollow={onFollow} onMarked={onMarked} />
        ))}
    </>
  );
}
