// /interactive-service: the organisation's online (interactive) instances.
import { useTranslation } from 'react-i18next';
import PageFrame from '@/components/PageFrame';
import InstanceGrid from '../components/InstanceGrid';

export default function InteractiveServicePage() {
  const { t } = useTranslation('instances');
  return (
    <PageFrame routeKey="interactiveService" subtitle={t('instances:pages.interactiveHint')}>
      <InstanceGrid type="interactive" />
    </PageFrame>
  );
}
