// /XTerm?id=: the web terminal of an instance, full height, outside the console layout. An unknown id, or an
// instance that is not up, shows why under the page title instead of a terminal.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/envelope';
import { apiErrorText } from '@/components/form/apiErrorText';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import { useAccess } from '@/features/session/public/access';
import { useGetInstanceQuery } from '../api';
import { instanceStatusLabels } from '../components/InstanceStatusChip';
import TerminalView from '../components/terminal/TerminalView';
import { isUp } from '../status';

export default function XTermPage() {
  const { t } = useTranslation(['instances', 'common']);
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const { currentData, error, isLoading, isFetching, refetch } = useGetInstanceQuery({ id }, { skip: !id });
  const instance = currentData?.data ?? null;
  const notFound = !id || (error as ApiError | undefined)?.errorCode === 'NOT_FOUND';
  const access = useAccess();

  let body;
  if (notFound) {
    body = (
      <Alert severity="warning" data-testid="terminal-error">
        {id ? t('instances:panel.notFound', { id }) : t('instances:panel.noId')}
      </Alert>
    );
  } else if (isLoading || (isFetching && !currentData)) {
    body = <PageLoading />;
  } else if (error || !instance) {
    body = (
      <Alert
        severity="error"
        data-testid="terminal-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {apiErrorText(error, t('instances:panel.loadFailed'))}
      </Alert>
    );
  } else if (!access.can('release', { owner: instance.builder })) {
    // A shell is an action on the instance: a Basic Member opens one on the instances they built only.
    body = (
      <Alert severity="warning" data-testid="terminal-error">
        {t('common:http.noPermission')}
      </Alert>
    );
  } else if (!isUp(instance.status)) {
    body = (
      <Alert
        severity="info"
        data-testid="terminal-error"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`/management-panel?id=${encodeURIComponent(instance.id)}`}
          >
            {t('instances:terminal.openPanel')}
          </Button>
        }
      >
        {t('instances:terminal.notUp', { name: instance.name, status: instanceStatusLabels(t)[instance.status] })}
      </Alert>
    );
  } else {
    body = <TerminalView instance={instance} />;
  }

  return (
    <Box
      component="main"
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        '& > section': { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
      }}
    >
      <PageFrame
        routeKey="xterm"
        subtitle={instance ? `${instance.name} · ${instance.id}` : undefined}
        actions={
          instance ? (
            <Button component={RouterLink} to={`/management-panel?id=${encodeURIComponent(instance.id)}`} size="small">
              {t('instances:terminal.openPanel')}
            </Button>
          ) : undefined
        }
      >
        {body}
      </PageFrame>
    </Box>
  );
}
