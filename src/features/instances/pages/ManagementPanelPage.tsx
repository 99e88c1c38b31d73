// /management-panel?id=&tab=: one instance's management panel (docs/product-rules.md#routes-and-guards): control panel, service navigation,
// resource monitoring, container log, audit management, operation logs, access statistics; the tab lives in the URL. An id
// the organisation does not have shows a not-found state under the page title.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/envelope';
import { apiErrorText } from '@/components/form/apiErrorText';
import LoadFailed from '@/components/LoadFailed';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import { useAccess } from '@/features/session/public/access';
import { useGetInstanceQuery } from '../api';
import InstanceActionDialogs, { type ActionTarget } from '../components/actions/InstanceActionDialogs';
import InstanceStatusChip from '../components/InstanceStatusChip';
import AccessStatisticsTab from '../components/panel/AccessStatisticsTab';
import AuditTab from '../components/panel/AuditTab';
import ControlPanelTab from '../components/panel/ControlPanelTab';
import InstanceLogTab from '../components/panel/InstanceLogTab';
import MonitoringTab from '../components/panel/MonitoringTab';
import OperationLogsTab from '../components/panel/OperationLogsTab';
import ServiceNavigationTab from '../components/panel/ServiceNavigationTab';
import { isTransitional, TRANSITION_POLL_MS } from '../status';

export const PANEL_TABS = ['control', 'navigation', 'monitoring', 'logs', 'audit', 'operations', 'access'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

const isPanelTab = (value: string | null): value is PanelTab => PANEL_TABS.includes(value as PanelTab);

export default function ManagementPanelPage() {
  const { t } = useTranslation(['instances', 'common']);
  const [params, setParams] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const tabParam = params.get('tab');
  const tab: PanelTab = isPanelTab(tabParam) ? tabParam : 'control';
  const access = useAccess();
  const [polling, setPolling] = useState(false);
  const { currentData, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = useGetInstanceQuery(
    { id },
    { skip: !id, pollingInterval: polling ? TRANSITION_POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const instance = currentData?.data ?? null;
  const transitional = isTransitional(instance?.status);
  if (transitional !== polling) setPolling(transitional);

  const tabLabel = (key: PanelTab) => {
    switch (key) {
      case 'control':
        return t('instances:panel.tabs.control');
      case 'navigation':
        return t('instances:panel.tabs.navigation');
      case 'monitoring':
        return t('instances:panel.tabs.monitoring');
      case 'logs':
        return t('instances:panel.tabs.logs');
      case 'audit':
        return t('instances:panel.tabs.audit');
      case 'operations':
        return t('instances:panel.tabs.operations');
      default:
        return t('instances:panel.tabs.access');
    }
  };

  const notFound = !id || (error as ApiError | undefined)?.errorCode === 'NOT_FOUND';
  let body;
  if (notFound) {
    body = (
      <Alert
        severity="warning"
        data-testid="instance-not-found"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/interactive-service">
            {t('instances:panel.backToList')}
          </Button>
        }
      >
        {id ? t('instances:panel.notFound', { id }) : t('instances:panel.noId')}
      </Alert>
    );
  } else if (isLoading || (isFetching && !currentData)) {
    body = <PageLoading />;
  } else if (error || !instance) {
    body = (
      <LoadFailed
        text={apiErrorText(error, t('instances:panel.loadFailed'))}
        onRetry={() => void refetch()}
        busy={isFetching}
      />
    );
  } else {
    const allowed = access.can('release', { owner: instance.builder });
    body = (
      <>
        <Tabs
          selectionFollowsFocus
          value={tab}
          onChange={(_e, value: PanelTab) => setParams({ id, ...(value === 'control' ? {} : { tab: value }) })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('instances:panel.tabsLabel')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {PANEL_TABS.map((key) => (
            <Tab key={key} value={key} label={tabLabel(key)} id={`panel-tab-${key}`} aria-controls={`panel-${key}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`panel-tab-${tab}`}>
          {tab === 'control' ? (
            <ControlPanelTab
              instance={instance}
              fetchedAt={fulfilledTimeStamp ?? 0}
              allowed={allowed}
              onAction={(action) => setTarget({ action, instance })}
            />
          ) : null}
          {tab === 'navigation' ? <ServiceNavigationTab instance={instance} /> : null}
          {tab === 'monitoring' ? <MonitoringTab instanceId={instance.id} /> : null}
          {tab === 'logs' ? <InstanceLogTab instanceId={instance.id} name={instance.name} /> : null}
          {tab === 'audit' ? <AuditTab instanceId={instance.id} /> : null}
          {tab === 'operations' ? <OperationLogsTab instanceId={instance.id} /> : null}
          {tab === 'access' ? <AccessStatisticsTab instanceId={instance.id} /> : null}
        </Box>
        <InstanceActionDialogs target={target} onClose={() => setTarget(null)} />
      </>
    );
  }

  return (
    <PageFrame
      routeKey="managementPanel"
      subtitle={instance ? `${instance.name} · ${instance.id}` : undefined}
      actions={
        instance ? <InstanceStatusChip status={instance.status} size="medium" testId="header-status" /> : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
