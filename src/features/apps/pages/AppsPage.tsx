// `/apps`: the application centre (catalogue cards) and, as a second tab (?tab=mine), my applications.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import PageFrame from '@/components/PageFrame';
import AppCentreTab from '../components/AppCentreTab';
import MyAppsTab from '../components/MyAppsTab';

export default function AppsPage() {
  const { t } = useTranslation(['apps', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'centre';

  return (
    <PageFrame routeKey="apps" subtitle={t('apps:subtitle')}>
      <Tabs
        selectionFollowsFocus
        value={tab}
        // Each tab has its own search, filters and pages: switching starts from a clean URL.
        onChange={(_e, value: string) => setParams(value === 'mine' ? { tab: 'mine' } : {})}
        aria-label={t('apps:tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="centre" label={t('apps:tabs.centre')} id="apps-tab-centre" aria-controls="apps-panel-centre" />
        <Tab value="mine" label={t('apps:tabs.mine')} id="apps-tab-mine" aria-controls="apps-panel-mine" />
      </Tabs>
      <div role="tabpanel" id={`apps-panel-${tab}`} aria-labelledby={`apps-tab-${tab}`}>
        {tab === 'centre' ? <AppCentreTab onEnabled={() => setParams({ tab: 'mine' })} /> : <MyAppsTab />}
      </div>
    </PageFrame>
  );
}
