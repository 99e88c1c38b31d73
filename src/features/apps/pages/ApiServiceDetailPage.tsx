// `/api-service-detail?id=`: how to call an application service's API (getApiServiceDetail): endpoint and
// method, authentication, rate limit, prices, request and response examples, ready curl/Python/JavaScript
// snippets (the key read from an environment variable, never written in), docs.
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import CodeBlock from '@/components/CodeBlock';
import CopyButton from '@/components/CopyButton';
import { formatMoney, formatNumber } from '@/components/format';
import RequestSnippets from '@/components/RequestSnippets';
import { useGetApiServiceDetailQuery } from '../api';
import DetailShell from '../components/DetailShell';
import InfoList from '../components/InfoList';
import { detailState } from '../detailState';
import { plansOf } from '../enable';
import { useAppLabels } from '../labels';

export default function ApiServiceDetailPage() {
  const { t, i18n } = useTranslation(['apps', 'common', 'snippets']);
  const labels = useAppLabels();
  const lang = i18n.language;
  const id = useSearchParams()[0].get('id');
  const query = useGetApiServiceDetailQuery({ serviceId: id ?? '' }, { skip: !id });
  const detail = query.data?.data;
  const state = detailState(id, { isLoading: query.isLoading, error: query.error, hasData: Boolean(detail) });
  // Each billing mode and payment once, as the enable dialog offers them.
  const prices = detail?.prices?.length ? plansOf(detail).filter((p) => typeof p.amount === 'number') : [];

  return (
    <DetailShell
      routeKey="apiServiceDetail"
      state={state}
      onRetry={() => void query.refetch()}
      testId="api-service-detail"
      subtitle={detail?.name}
      actions={
        detail?.docsUrl ? (
          <Button href={detail.docsUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
            {t('apps:api.docs')}
          </Button>
        ) : undefined
      }
    >
      {detail ? (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('apps:api.overview')}
            </Typography>
            {detail.description ? (
              <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{detail.description}</Typography>
            ) : null}
            <InfoList
              items={[
                {
                  label: t('apps:api.endpoint'),
                  testId: 'api-endpoint',
                  value: (
                    <>
                      <Chip size="small" label={detail.method ?? 'POST'} color="primary" sx={{ mr: 1 }} />
                      <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
                        {detail.endpoint}
                      </Box>{' '}
                      <CopyButton text={detail.endpoint} label={t('apps:api.copyEndpoint')} />
                    </>
                  ),
                },
                {
                  label: t('apps:api.authentication'),
                  value: detail.authentication ? <code>{detail.authentication}</code> : '—',
                },
                {
                  label: t('apps:api.rateLimit'),
                  value:
                    typeof detail.rateLimitPerMinute === 'number'
                      ? t('apps:api.perMinute', { limit: formatNumber(detail.rateLimitPerMinute, lang) })
                      : t('apps:api.noLimit'),
                },
                {
                  label: t('apps:api.prices'),
                  value: prices.length ? (
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {prices.map((p) => (
                        <li key={p.key}>
                          {t('apps:enable.planPriced', {
                            mode: labels.billingMode[p.billingMode],
                            pay: labels.payType[p.payType],
                            price: formatMoney(p.amount, lang, p.currency),
                            per: labels.per[p.billingMode],
                          })}
                        </li>
                      ))}
                    </Box>
                  ) : (
                    '—'
                  ),
                },
                { label: t('apps:api.serviceId'), value: detail.id },
              ]}
            />
          </Paper>
          <RequestSnippets
            request={{ endpoint: detail.endpoint, method: detail.method, body: detail.requestExample }}
            testId="api-snippet"
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {detail.requestExample ? (
              <CodeBlock
                title={t('apps:api.request')}
                code={detail.requestExample}
                copyLabel={t('apps:api.copyRequest')}
                testId="api-request"
              />
            ) : null}
            {detail.responseExample ? (
              <CodeBlock
                title={t('apps:api.response')}
                code={detail.responseExample}
                copyLabel={t('apps:api.copyResponse')}
              />
            ) : null}
          </Box>
        </Stack>
      ) : null}
    </DetailShell>
  );
}
