// The global layout of docs/product-rules.md#routes-and-guards: app bar, collapsible side menu, and the page (lazy) in the main area.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { NarrowScreen } from '@/components/narrowScreen';
import PageLoading from '@/components/PageLoading';
import { selectSession } from '@/features/session/public/session';
import RouteErrorBoundary from '../RouteErrorBoundary';
import SideMenu from './SideMenu';
import TopBar from './TopBar';

// docs/product-rules.md: a user with no organisation must create one before anything else.
const CreateOrganisation = lazy(
  () => import(/* webpackChunkName: "create-organisation" */ '@/features/session/public/createOrganisation'),
);

const WIDE = 232;
const COMPACT = 56;
const COLLAPSED_KEY = 'menuCollapsed';

export default function ConsoleLayout() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  const { currentUser } = useAppSelector(selectSession);
  const { pathname } = useLocation();
  const mustCreateOrganisation = Boolean(currentUser) && (currentUser?.ugroupRefList ?? []).length === 0;

  const toggle = () => {
    if (!desktop) {
      setMobileOpen((o) => !o);
      return;
    }
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };
  const width = desktop ? (collapsed ? COMPACT : WIDE) : WIDE;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* A button, not an anchor: with hash routing `#main-content` would be a route. */}
      <Box
        component="button"
        type="button"
        onClick={() => document.getElementById('main-content')?.focus()}
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, p: 1, '&:focus': { left: 8 } }}
      >
        {t('common:app.skipToContent')}
      </Box>
      <TopBar onToggleMenu={toggle} />
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop ? true : mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' } }}
      >
        <Toolbar variant="dense" />
        <SideMenu compact={desktop && collapsed} onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default' }}
      >
        <Toolbar variant="dense" />
        <RouteErrorBoundary>
          {/* One boundary per page: route changes are transitions, and React keeps an already visible boundary's
              old content during a transition, so a shared boundary would leave the previous page on screen while
              the next page's code loads. A new boundary shows `loading...` at once. */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            <NarrowScreen value={!desktop}>{mustCreateOrganisation ? <CreateOrganisation /> : <Outlet />}</NarrowScreen>
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
