// `/`: the public portal a signed-out visitor lands on. Header (console, requirements and partnership, docs,
// language, profile and sign-out), a short introduction and six tabs of content from the server. Kept light:
// no grid, no charts; the requirements form loads only when opened.
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/session/public/session';
import type { PortalTab } from '../api';
import PortalHeader from '../components/PortalHeader';
import PortalTabContent from '../components/PortalTabContent';
import { isPortalTab, PORTAL_TABS } from '../options';

const RequirementDialog = lazy(
  () => import(/* webpackChunkName: "portal-requirement" */ '../components/RequirementDialog'),
);

export default function PortalHomePage() {
  const { t } = useTranslation(['portal', 'common']);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: PortalTab = isPortalTab(requested) ? requested : 'appCenter';
  const [requirementOpen, setRequirementOpen] = useState(false);
  // Mounted on first open and kept, so closing animates and the chunk loads once.
  const [requirementLoaded, setRequirementLoaded] = useState(false);
  const openRequirement = () => {
    setRequirementLoaded(true);
    setRequirementOpen(true);
  };

  const labels: Record<PortalTab, string> = {
    appCenter: t('portal:tabs.appCenter'),
    taskCenter: t('portal:tabs.taskCenter'),
    ipAsset: t('portal:tabs.ipAsset'),
    aiDeploy: t('portal:tabs.aiDeploy'),
    gpuCompute: t('portal:tabs.gpuCompute'),
    apiService: t('portal:tabs.apiService'),
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PortalHeader onRequirement={openRequirement} />
      <Box component="main" id="main-content" sx={{ flexGrow: 1 }}>
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
              {t('common:routes.home')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1rem' }}>
              {t('portal:hero.subtitle')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to={signedIn ? '/portal' : '/login'}>
                {signedIn ? t('portal:hero.openConsole') : t('portal:hero.getStarted')}
              </Button>
              <Button variant="outlined" startIcon={<HandshakeOutlined />} onClick={openRequirement}>
                {t('portal:hero.contact')}
              </Button>
            </Stack>
          </Container>
        </Box>
        <Container maxWidth="lg" sx={{ py: 3 }}>
          <Tabs
            selectionFollowsFocus
            value={tab}
            onChange={(_e, value: PortalTab) =>
              setParams(value === 'appCenter' ? {} : { tab: value }, { replace: true })
            }
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('portal:tabs.label')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {PORTAL_TABS.map((key) => (
              <Tab
                key={key}
                value={key}
                label={labels[key]}
                id={`portal-tab-${key}`}
                aria-controls={`portal-panel-${key}`}
              />
            ))}
          </Tabs>
          <div role="tabpanel" id={`portal-panel-${tab}`} aria-labelledby={`portal-tab-${tab}`}>
            <PortalTabContent tab={tab} heading={labels[tab]} />
          </div>
        </Container>
      </Box>
      <Box
        component="footer"
        sx={{ py: 3, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2">{t('portal:footer', { year: new Date().getFullYear() })}</Typography>
      </Box>
      {requirementLoaded ? (
        <Suspense fallback={null}>
          <RequirementDialog open={requirementOpen} onClose={() => setRequirementOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
