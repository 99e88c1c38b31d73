// The log viewer as screens place it: its chunk (the viewer and its libraries) loads on first use, a loading text
// stands in until then.
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogViewerProps } from './LogViewer';

const LogViewer = lazy(() => import(/* webpackChunkName: "log-viewer" */ './LogViewer'));

export default function LazyLogViewer(props: LogViewerProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Typography role="status">{t('common:states.loading')}</Typography>}>
      <LogViewer {...props} />
    </Suspense>
  );
}
