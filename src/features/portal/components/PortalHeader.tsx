// The public portal's header: product name, console (the console home when signed in, else sign-in),
// requirements and partnership, docs, language, and profile and sign-out when signed in.
import AccountCircle from '@mui/icons-material/AccountCircle';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import LanguageMenu from '@/components/LanguageMenu';
import { logoutRequested, selectSession } from '@/features/session/slice';
import { DOCS_URL } from '../options';

type Open = 'profile' | null;

export default function PortalHeader({ onRequirement }: { onRequirement(): void }) {
  const { t } = useTranslation(['portal', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userToken, currentUser } = useAppSelector(selectSession);
  // docs/product-rules.md#roles: signed in or not is decided by the stored token.
  const signedIn = Boolean(userToken);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const show = (which: Open) => (e: MouseEvent<HTMLElement>) => {
    setAnchor(e.currentTarget);
    setOpen(which);
  };
  const close = () => {
    setOpen(null);
    setAnchor(null);
  };
  const userName = currentUser ? String(currentUser.nickname ?? currentUser.username ?? currentUser.email ?? '') : '';

  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar
        sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}
        component="nav"
        aria-label={t('portal:header.label')}
      >
        <Typography
          component={RouterLink}
          to="/"
          variant="h3"
          sx={{ color: 'primary.main', textDecoration: 'none', whiteSpace: 'nowrap', mr: 2 }}
        >
          {t('common:app.name')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to={signedIn ? '/portal' : '/login'}
          color="inherit"
          startIcon={<SpaceDashboardOutlined />}
          data-testid="portal-console"
        >
          {t('portal:header.console')}
        </Button>
        <Button
          color="inherit"
          startIcon={<HandshakeOutlined />}
          onClick={onRequirement}
          data-testid="portal-requirement"
        >
          {t('portal:header.requirement')}
        </Button>
        <Button
          color="inherit"
          startIcon={<MenuBookOutlined />}
          href={DOCS_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('portal:header.docsNewWindow')}
        >
          {t('portal:header.docs')}
        </Button>
        <LanguageMenu testId="portal-language" />
        {signedIn ? (
          <>
            <Tooltip title={t('common:layout.account')}>
              <IconButton
                onClick={show('profile')}
                aria-label={t('common:layout.account')}
                aria-haspopup="menu"
                data-testid="portal-profile"
              >
                <AccountCircle />
              </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={open === 'profile'} onClose={close}>
              {userName ? (
                <MenuItem disabled sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal', maxWidth: 280 }}>
                  {userName}
                </MenuItem>
              ) : null}
              <MenuItem
                onClick={() => {
                  close();
                  navigate('/account');
                }}
              >
                {t('common:layout.profile')}
              </MenuItem>
              <MenuItem
                data-testid="portal-sign-out"
                onClick={() => {
                  close();
                  dispatch(logoutRequested());
                }}
              >
                {t('common:layout.signOut')}
              </MenuItem>
            </Menu>
          </>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained" data-testid="portal-sign-in">
            {t('portal:header.signIn')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
