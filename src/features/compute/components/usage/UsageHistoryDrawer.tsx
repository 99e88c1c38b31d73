// A side drawer holding one resource's usage history (a dedicated request's, from its grid row).
import { useTranslation } from 'react-i18next';
import DetailDrawer from '@/components/DetailDrawer';
import type { UsageHistory } from '../../api';
import UsageHistoryPanel from './UsageHistoryPanel';

export interface UsageHistoryDrawerProps {
  resourceType: UsageHistory['resourceType'];
  resourceId: string;
  name: string;
  onClose(): void;
}

export default function UsageHistoryDrawer({ resourceType, resourceId, name, onClose }: UsageHistoryDrawerProps) {
  const { t } = useTranslation('usage');
  return (
    <DetailDrawer
      open
      title={t('usage:idle.history', { name })}
      onClose={onClose}
      width={{ xs: '100%', md: 720 }}
      padding={2.5}
      testId="usage-history-drawer"
    >
      <UsageHistoryPanel resourceType={resourceType} resourceId={resourceId} />
    </DetailDrawer>
  );
}
