// /archived-instance: archived instances, restored back online (with the recovery log) or deleted.
import { useTranslation } from 'react-i18next';
import PageFrame from '@/components/PageFrame';
import ArchivedInstanceGrid from '../components/ArchivedInstanceGrid';

export default function ArchivedInstancePage() {
  const { t } = useTranslation('instances');
  return (
    <PageFrame routeKey="archivedInstance" subtitle={t('instances:pages.archivedHint')}>
      <ArchivedInstanceGrid />
    </PageFrame>
  );
}
