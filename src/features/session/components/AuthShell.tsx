// The frame of the screens outside the console (sign-in, invitation): product name linking to the portal,
// language choice, and one card with the screen's heading.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import LanguageSwitcher from './LanguageSwitcher';

export default function AuthShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('session');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 8 },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          width: '100%',
          maxWidth: 460,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          component={RouterLink}
          to="/"
          variant="h3"
          sx={{ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {t('common:app.name')}
        </Typography>
        <LanguageSwitcher />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
      <Button component={RouterLink} to="/" size="small" sx={{ mt: 2 }}>
        {t('session:auth.backToPortal')}
      </Button>
    </Box>
  );
}
