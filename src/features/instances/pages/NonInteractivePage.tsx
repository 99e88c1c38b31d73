// /non-interactive: the organisation's batch (non-interactive) instances.
import { useTranslation } from 'react-i18next';
import PageFrame from '@/components/PageFrame';
import InstanceGrid from '../components/InstanceGrid';

export default function NonInteractivePage() {
  const { t } = useTranslation('instances');
  return (
    <PageFrame routeKey="nonInteractive" subtitle={t('instances:pages.batchHint')}>
      <InstanceGrid type="nonInteractive" />
    </PageFrame>
  );
}
