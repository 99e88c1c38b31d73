// How to call the organisation's API services with one key: choose an active application service, copy its
// request as curl, Python or JavaScript. The key itself is never shown or written in (it was shown once, at
// creation): the snippets read it from an environment variable, and the dialog names which key that should be.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import RequestSnippets from '@/components/RequestSnippets';
import { API_KEY_VARIABLE } from '@/lib/snippets';
import { useGetApiServiceDetailQuery, useQueryApplicationServicesQuery, type ApiKey } from '../api';
import { maskedKey } from '../keys';

/** Enough for a chooser; an organisation with more active services finds the rest by name on the apps page. */
const SERVICES_SHOWN = 50;

export default function KeySnippetsDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose(): void }) {
  const { t } = useTranslation(['apiUsage', 'common', 'snippets']);
  const id = useId();
  const services = useQueryApplicationServicesQuery({ status: 'active', pageNum: 1, pageSize: SERVICES_SHOWN });
  const list = services.data?.data?.list ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const serviceId = chosen ?? list[0]?.id ?? null;
  const detail = useGetApiServiceDetailQuery({ serviceId: serviceId ?? '' }, { skip: !serviceId });
  const api = detail.data?.data;

  let body;
  if (services.isLoading) {
    body = <CircularProgress size={24} aria-label={t('common:loading')} />;
  } else if (services.error) {
    body = (
      <Alert
        severity="error"
        action={<Button onClick={() => void services.refetch()}>{t('common:actions.retry')}</Button>}
      >
        {t('apiUsage:snippets.servicesFailed')}
      </Alert>
    );
  } else if (!list.length) {
    body = (
      <Typography data-testid="key-snippets-empty">
        {t('apiUsage:snippets.noServices')}{' '}
        <Link component={RouterLink} to="/apps" onClick={onClose}>
          {t('apiUsage:snippets.toApps')}
        </Link>
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label={t('apiUsage:snippets.service')}
          value={serviceId ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          slotProps={{ select: { 'data-testid': 'key-snippets-service' } as object }}
        >
          {list.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {detail.error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void detail.refetch()}>{t('common:actions.retry')}</Button>}
          >
            {t('apiUsage:snippets.detailFailed')}
          </Alert>
        ) : api && !detail.isFetching ? (
          <RequestSnippets
            request={{ endpoint: api.endpoint, method: api.method, body: api.requestExample }}
            title={api.name}
            testId="key-snippet"
          />
        ) : (
          <CircularProgress size={24} aria-label={t('common:loading')} />
        )}
      </Stack>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth data-testid="key-snippets">
      <DialogTitle id={`${id}-title`}>{t('apiUsage:snippets.title', { name: apiKey.name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }} data-testid="key-snippets-which">
          {t('apiUsage:snippets.whichKey', {
            variable: API_KEY_VARIABLE,
            name: apiKey.name,
            key: maskedKey(apiKey.keyPrefix),
          })}
        </Typography>
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
