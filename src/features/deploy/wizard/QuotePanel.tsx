// The cost of the current choices (getDeploymentQuote), shown before the user confirms; a resource refusal is
// shown here with its way out.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/components/format';
import { useGetDeploymentQuoteQuery, type BillingMode, type DeploymentQuote, type PayType } from '../api';
import ResourceErrorAlert from '../components/ResourceErrorAlert';
import { billingModeLabel, billingPeriodLabel, payTypeLabel } from '../labels';
import type { quoteArgs } from './choices';

type QuoteArgs = NonNullable<ReturnType<typeof quoteArgs>>;
const NO_ARGS: QuoteArgs = {
  serviceId: '',
  image: '',
  gpuModel: '',
  gpuCount: 0,
  billingMode: 'daily',
  payType: 'prepaid',
  cprsSource: 'indiv',
};

/** The quote of complete choices (re-asked when older than 30 s: capacity changes). */
export function useQuote(args: QuoteArgs | null) {
  const result = useGetDeploymentQuoteQuery(args ?? NO_ARGS, { skip: !args, refetchOnMountOrArgChange: 30 });
  const quote = result.currentData?.data ?? null;
  // An answer saying the choice is unavailable is a refusal like the server's.
  const refusal =
    result.error ??
    (quote && !quote.available ? { kind: 'business', errorCode: 'NO_AVAILABLE_RESOURCES', message: '' } : null);
  return {
    quote: refusal ? null : quote,
    error: result.isFetching ? null : refusal,
    isFetching: result.isFetching,
    refetch: result.refetch,
    /** The choices can be deployed. */
    ok: Boolean(args && quote && quote.available && !result.isFetching && !result.error),
  };
}

export interface QuotePanelProps {
  args: QuoteArgs | null;
  quote: ReturnType<typeof useQuote>;
  onSwitchModel?: () => void;
}

export function QuoteAmount({
  quote,
  billingMode,
  payType,
}: {
  quote: DeploymentQuote;
  billingMode: BillingMode;
  payType: PayType;
}) {
  const { t, i18n } = useTranslation('deploy');
  return (
    <Box>
      <Typography component="p" variant="h2" data-testid="deploy-quote-amount" sx={{ overflowWrap: 'anywhere' }}>
        {formatMoney(quote.amount, i18n.language, quote.currency ?? 'CNY')}{' '}
        <Typography component="span" color="text.secondary">
          {billingPeriodLabel(t, billingMode)}
        </Typography>
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('deploy:quote.detail', {
          mode: billingModeLabel(t, billingMode),
          payType: payTypeLabel(t, payType),
          count: quote.gpuCount ?? 1,
          unit: formatMoney(quote.unitPrice ?? quote.amount, i18n.language, quote.currency ?? 'CNY'),
        })}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {payType === 'prepaid' ? t('deploy:quote.prepaidHint') : t('deploy:quote.postpaidHint')}
      </Typography>
    </Box>
  );
}

export default function QuotePanel({ args, quote, onSwitchModel }: QuotePanelProps) {
  const { t } = useTranslation('deploy');
  const data = quote.quote;
  return (
    <Box component="section" aria-labelledby="deploy-quote-title" data-testid="deploy-quote" sx={{ mt: 2 }}>
      <Typography id="deploy-quote-title" variant="h3" component="h2" gutterBottom>
        {t('deploy:quote.title')}
      </Typography>
      {!args ? (
        <Typography color="text.secondary">{t('deploy:quote.incomplete')}</Typography>
      ) : quote.error ? (
        <ResourceErrorAlert
          error={quote.error}
          fallback={t('deploy:quote.failed')}
          onSwitchModel={onSwitchModel}
          onRetry={() => void quote.refetch()}
        />
      ) : quote.isFetching || !data ? (
        <Box role="status" aria-label={t('deploy:quote.calculating')}>
          <Skeleton width={220} height={40} />
          <Skeleton width={320} />
        </Box>
      ) : (
        <QuoteAmount quote={data} billingMode={args.billingMode} payType={args.payType} />
      )}
    </Box>
  );
}
