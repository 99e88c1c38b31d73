// The bell in the app bar: the unread count of the caller's notifications (polled, and read again when the window
// gets focus), in the page title too; a message with a link when a new one arrives; the list opens on click (its
// own chunk, loaded on first use).
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/public/session';
import { setTitleCount } from '@/lib/documentTitle';
import { useQueryNotificationsQuery, type Notification, type NotificationPage } from './api';
import { NOTIFICATION_PAGE, NOTIFICATION_POLL_MS } from './poll';

const NotificationList = lazy(() => import(/* webpackChunkName: "notification-list" */ './NotificationList'));

/** The message for new notifications, with the list's chunk (a failed load leaves the bell to show them). */
const announce = (fresh: Notification[]): void =>
  void import(/* webpackChunkName: "notification-list" */ './announce').then(
    (m) => m.announce(fresh),
    () => undefined,
  );

/**
 * Says when notifications arrive that were not there before (unread, not seen in an earlier answer). What is already
 * there when the bell first reads the list (after a reload, or in another organisation) is not new.
 */
function useAnnounceNew(page: NotificationPage | undefined, scope: string | null): void {
  const seen = useRef<{ scope: string | null; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!page) return;
    if (!seen.current || seen.current.scope !== scope) {
      seen.current = { scope, ids: new Set(page.list.map((n) => n.id)) };
      return;
    }
    const ids = seen.current.ids;
    const fresh = page.list.filter((n) => !n.read && !ids.has(n.id));
    for (const n of page.list) ids.add(n.id);
    if (fresh.length) announce(fresh);
  }, [page, scope]);
}

export default function NotificationBell() {
  const { t } = useTranslation('common');
  const { accountAddr, userToken } = useAppSelector(selectSession);
  const { data } = useQueryNotificationsQuery(NOTIFICATION_PAGE, {
    pollingInterval: NOTIFICATION_POLL_MS,
    refetchOnFocus: true,
    skip: !userToken || !accountAddr,
  });
  const page = (data?.data ?? undefined) as NotificationPage | undefined;
  const unread = page?.unreadCount ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  useAnnounceNew(page, accountAddr);
  useEffect(() => {
    setTitleCount(unread);
    return () => setTitleCount(0);
  }, [unread]);

  const label =
    unread > 0 ? t('common:layout.notificationsUnread', { count: unread }) : t('common:layout.notifications');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(e) => {
            setAnchor(e.currentTarget);
            setOpen(true);
          }}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="notification-bell"
        >
          <NotificationsOutlined />
          {unread > 0 && (
            <Box
              component="span"
              aria-hidden
              data-testid="notification-count"
              sx={{
                position: 'absolute',
                top: 2,
                right: 0,
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '18px',
                textAlign: 'center',
              }}
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          )}
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationList anchor={anchor} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
