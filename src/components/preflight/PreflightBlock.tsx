// The cost and quota preflight, one block for every screen that spends: unit price, projected cost of the chosen
// duration or billing mode, the organisation's balance (prepaid) or month to date and credit limit (postpaid), quota
// headroom, and the verdict. A refusal names each reason and what to change; the screen disables its submit
// (usePreflight().blocked). docs/product-rules.md#cost-and-quota-preflight
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusalReason, SpendPreflight } from '@/api/endpoints/billing';
import { formatMoney, formatNumber } from '@/components/format';
import type { Preflight } from './usePreflight';

const RESOURCES = ['gpus', 'instances', 'storageGiB'] as const;

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** What to change for one refusal, with the figures that say how far (a kind may say it its own way). */
function fixOf(t: ReturnType<typeof useTranslation>['t'], lang: string, data: SpendPreflight, r: RefusalReason) {
  return t([`preflight:fixFor.${data.kind}.${r}`, `preflight:fix.${r}`], {
    free: formatNumber(r === 'STORAGE_QUOTA_EXCEEDED' ? data.headroom.storageGiB : data.headroom.gpus, lang),
    balance: formatMoney(data.balance, lang, data.currency),
  });
}

export default function PreflightBlock({ preflight }: { preflight: Preflight }) {
  // The block's texts load with it (a screen does not wait for them); until then it shows the checking state.
  const { t, i18n, ready } = useTranslation('preflight', { useSuspense: false });
  const lang = i18n.language;
  const titleId = useId();
  const { data } = preflight;
  const money = (n: number) => formatMoney(n, lang, data?.currency ?? 'CNY');
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="preflight" sx={{ mt: 2 }}>
      {ready ? (
        <Typography id={titleId} variant="h3" component="h2" gutterBottom>
          {t('preflight:title')}
        </Typography>
      ) : null}
      {!ready ? (
        <Skeleton width={260} aria-hidden />
      ) : !preflight.request ? (
        <Typography color="text.secondary">{t('preflight:incomplete')}</Typography>
      ) : preflight.failed ? (
        // not an alert: the purchase is not refused, the server checks it when sent
        <Alert
          severity="warning"
          role="status"
          data-testid="preflight-failed"
          action={
            <Button color="inherit" size="small" onClick={preflight.refetch} disabled={preflight.isFetching}>
              {t('preflight:retry')}
            </Button>
          }
        >
          {t('preflight:failed')}
        </Alert>
      ) : preflight.isFetching || !data ? (
        <Box role="status" aria-label={t('preflight:checking')}>
          <Skeleton width={260} />
          <Skeleton width={320} />
          <Skeleton width={200} />
        </Box>
      ) : (
        <>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <Line label={t('preflight:unitPrice')} testId="preflight-unit-price">
              {t('preflight:perUnit', { price: money(data.unitPrice), unit: t(`preflight:unit.${data.unit}`) })}
            </Line>
            <Line label={t('preflight:projectedCost')} testId="preflight-cost">
              {money(data.projectedCost)} (
              {t('preflight:quantity', { count: data.quantity, unit: t(`preflight:unit.${data.unit}`) })})
            </Line>
            {data.payType === 'prepaid' ? (
              <Line label={t('preflight:balance')} testId="preflight-balance">
                {money(data.balance)}
              </Line>
            ) : (
              <>
                <Line label={t('preflight:monthToDate')} testId="preflight-month-to-date">
                  {money(data.monthToDate)}
                </Line>
                <Line label={t('preflight:creditLimit')}>{money(data.creditLimit)}</Line>
              </>
            )}
            {RESOURCES.filter((k) => data.adds[k] > 0).map((k) => (
              <Line key={k} label={`${t('preflight:headroom')} · ${t(`preflight:resource.${k}`)}`}>
                {t('preflight:headroomValue', {
                  free: formatNumber(data.headroom[k], lang),
                  quota: formatNumber(data.quota[k], lang),
                  adds: formatNumber(data.adds[k], lang),
                })}
              </Line>
            ))}
          </Box>
          {data.allowed ? (
            <Alert severity="success" sx={{ mt: 1 }} data-testid="preflight-allowed">
              {t('preflight:allowed')}
            </Alert>
          ) : (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="preflight-refusal">
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {t('preflight:refused')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {data.reasons.map((r) => (
                  <li key={r}>
                    <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {t(`preflight:refusal.${r}`)}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                      {fixOf(t, lang, data, r)}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {data.allowed && data.crossesThresholds.length ? (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="preflight-budget">
              {t('preflight:crosses', { thresholds: data.crossesThresholds.map((p) => `${p}%`).join(', ') })}
            </Alert>
          ) : null}
        </>
      )}
    </Box>
  );
}
