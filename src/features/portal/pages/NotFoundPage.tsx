// The catch-all route: says which address led nowhere and offers a way back.
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <SearchOffOutlined sx={{ fontSize: 56 }} color="primary" aria-hidden />
      <Typography variant="h1" component="h1" data-testid="not-found-title">
        {t('common:notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {t('common:notFound.hint', { path: pathname })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" component={RouterLink} to="/portal">
          {t('common:notFound.home')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('common:notFound.portal')}
        </Button>
      </Box>
    </Box>
  );
}
