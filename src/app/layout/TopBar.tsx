// The console's app bar: menu toggle, product name, organisation switcher, language, theme, profile and sign-out.
import BrightnessAutoOutlined from '@mui/icons-material/BrightnessAutoOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import LanguageMenu from '@/components/LanguageMenu';
import PopupMenu from '@/components/PopupMenu';
import { NotificationBell } from '@/features/notifications/public/bell';
import { PaletteLauncher } from '@/features/search/public/launcher';
import { ProfileMenu } from '@/features/session/public/profileMenu';
import { accountSwitchRequested, selectSession } from '@/features/session/public/session';
import { isRole } from '@/validation/access';
import { THEME_MODES } from '../theme';
import { useThemeMode } from '../ThemeModeProvider';

type Open = 'org' | 'theme' | null;

export default function TopBar({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const { mode, setMode } = useThemeMode();
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

  const orgs = currentUser?.ugroupRefList ?? [];
  const currentOrg = orgs.find((o) => o.ugroup.ugroupAddr === accountAddr)?.ugroup;
  const currentOrgName = currentOrg?.name ?? currentOrg?.ugroupAddr ?? t('common:layout.noOrganisation');
  const ThemeIcon = mode === 'dark' ? DarkModeOutlined : mode === 'light' ? LightModeOutlined : BrightnessAutoOutlined;

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (th) => th.zIndex.drawer + 1 }}
    >
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton edge="start" onClick={onToggleMenu} aria-label={t('common:menu.openMenu')}>
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/portal"
          variant="h3"
          sx={{ color: 'primary.main', textDecoration: 'none', flexGrow: 1, whiteSpace: 'nowrap' }}
        >
          {t('common:app.name')}
        </Typography>

        <PaletteLauncher label={t('common:layout.search')} />

        <Button
          color="inherit"
          startIcon={<CorporateFareOutlined />}
          onClick={show('org')}
          aria-haspopup="menu"
          // The name starts with what the button shows (the current organisation), then says what it does.
          aria-label={t('common:layout.switchOrganisationFrom', { name: currentOrgName })}
          data-testid="org-switcher"
          sx={{ maxWidth: 220 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{currentOrgName}</span>
        </Button>
        <PopupMenu anchorEl={anchor} open={open === 'org'} onClose={close}>
          {orgs.length === 0 && <MenuItem disabled>{t('common:layout.noOrganisation')}</MenuItem>}
          {orgs.map((o) => (
            <MenuItem
              key={o.ugroup.ugroupAddr}
              selected={o.ugroup.ugroupAddr === accountAddr}
              onClick={() => {
                close();
                if (o.ugroup.ugroupAddr !== accountAddr) dispatch(accountSwitchRequested(o.ugroup.ugroupAddr));
              }}
            >
              <ListItemText
                primary={o.ugroup.name ?? o.ugroup.ugroupAddr}
                secondary={[
                  o.ugroup.type ? t(`common:layout.orgType.${o.ugroup.type}`) : null,
                  isRole(o.rel.role) ? t(`common:layout.role.${o.rel.role}`) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </MenuItem>
          ))}
        </PopupMenu>

        <NotificationBell />

        <LanguageMenu testId="language-switcher" />

        <Tooltip title={t('common:layout.theme')}>
          <IconButton onClick={show('theme')} aria-label={t('common:layout.theme')} aria-haspopup="menu">
            <ThemeIcon />
          </IconButton>
        </Tooltip>
        <PopupMenu anchorEl={anchor} open={open === 'theme'} onClose={close}>
          {THEME_MODES.map((m) => (
            <MenuItem
              key={m}
              selected={mode === m}
              onClick={() => {
                close();
                setMode(m);
              }}
            >
              {t(`common:layout.theme${m[0].toUpperCase()}${m.slice(1)}`)}
            </MenuItem>
          ))}
        </PopupMenu>

        <ProfileMenu testId="profile-menu" signOutTestId="sign-out" showAvatar />
      </Toolbar>
    </AppBar>
  );
}
