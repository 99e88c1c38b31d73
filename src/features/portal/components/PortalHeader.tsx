// The public portal's header: product name, console (the console home when signed in, else sign-in),
// requirements and partnership, docs, language, and profile and sign-out when signed in.
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import LanguageMenu from '@/components/LanguageMenu';
import { ProfileMenu } from '@/features/session/public/profileMenu';
import { selectSession } from '@/features/session/public/session';
import { DOCS_URL } from '../options';

export default function PortalHeader({ onRequirement }: { onRequirement(): void }) {
  const { t } = useTranslation(['portal', 'common']);
  const { userToken } = useAppSelector(selectSession);
  // docs/product-rules.md#roles: signed in or not is decided by the stored token.
  const signedIn = Boolean(userToken);

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
            <ProfileMenu testId="portal-profile" signOutTestId="portal-sign-out" />
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
