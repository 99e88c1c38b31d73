// /assembly-record: the deploy history and, as a second tab (?tab=release), the release history.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import PageFrame from '@/components/PageFrame';
import RecordsTab from '../components/RecordsTab';

export default function AssemblyRecordPage() {
  const { t } = useTranslation(['deploy', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'release' ? 'release' : 'deploy';
  return (
    <PageFrame routeKey="assemblyRecord">
      <Tabs
        selectionFollowsFocus
        value={tab}
        onChange={(_e, value: string) => setParams(value === 'release' ? { tab: 'release' } : {})}
        aria-label={t('deploy:records.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="deploy" label={t('deploy:records.deployTab')} id="tab-deploy" aria-controls="panel-deploy" />
        <Tab value="release" label={t('deploy:records.releaseTab')} id="tab-release" aria-controls="panel-release" />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <RecordsTab key={tab} kind={tab} />
      </div>
    </PageFrame>
  );
}
