// A screen whose issue has not landed yet: its title and an empty state saying it comes later.
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function PlannedScreen({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation('common');
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t(`common:routes.${routeKey}`)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }}>
        <ConstructionOutlined fontSize="large" aria-hidden />
        <Typography variant="h2" component="p" sx={{ mt: 1 }}>
          {t('common:planned.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('common:planned.hint')}</Typography>
      </Paper>
    </Box>
  );
}
