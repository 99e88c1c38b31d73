// Step 2, service confirmation: every choice and the cost once more, then createDeployment. A refusal is shown
// here with its way out (back to step 1 to switch the GPU model, or release active instances).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import PreflightBlock from '@/components/preflight/PreflightBlock';
import { usePreflight } from '@/components/preflight/usePreflight';
import { useCreateDeploymentMutation, type DeployService } from '../api';
import ResourceErrorAlert from '../components/ResourceErrorAlert';
import { deployInfoChanged, type DeployInfoState } from '../deployInfoSlice';
import { billingModeLabel, instanceTypeLabel, payTypeLabel } from '../labels';
import { deploymentBody, deployPreflight, quoteArgs, selectCprsSource } from './choices';
import QuotePanel, { useQuote } from './QuotePanel';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: '35%', color: 'text.secondary', fontWeight: 400 }}>
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{children}</TableCell>
    </TableRow>
  );
}

export default function ConfirmStep({
  service,
  info,
  onSwitchModel,
}: {
  service: DeployService;
  info: DeployInfoState;
  /** Back to step 1 with the GPU model choice focused. */
  onSwitchModel(): void;
}) {
  const { t } = useTranslation(['deploy', 'common']);
  const dispatch = useAppDispatch();
  const cprsSource = useAppSelector(selectCprsSource);
  const args = useMemo(() => quoteArgs(info, cprsSource), [info, cprsSource]);
  const quote = useQuote(args);
  const preflight = usePreflight(useMemo(() => deployPreflight(args), [args]));
  const [create, creation] = useCreateDeploymentMutation();
  const [error, setError] = useState<unknown>(null);
  const body = deploymentBody(info, cprsSource);

  const confirm = async () => {
    // A purchase the preflight refuses is never sent.
    if (!body || preflight.blocked) return;
    setError(null);
    try {
      const answer = await create(body).unwrap();
      const deployment = answer.data;
      if (!deployment) throw new Error('no deployment');
      dispatch(
        deployInfoChanged({
          step: 'progress',
          deploymentId: deployment.deploymentId,
          instanceId: deployment.instanceId,
        }),
      );
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Box component="section" aria-labelledby="deploy-confirm-title">
      <Typography id="deploy-confirm-title" variant="h3" component="h2" gutterBottom>
        {t('deploy:wizard.steps.confirm')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('deploy:wizard.confirmHint')}
      </Typography>
      <Table size="small" aria-label={t('deploy:wizard.summary')} data-testid="deploy-summary">
        <TableBody>
          <Row label={t('deploy:wizard.service')}>{service.name}</Row>
          <Row label={t('deploy:wizard.image')}>{info.image}</Row>
          <Row label={t('deploy:wizard.gpu')}>
            {t('deploy:wizard.gpuSpec', { count: info.gpuCount ?? 0, model: info.gpuModel ?? '' })}
          </Row>
          <Row label={t('deploy:wizard.billingMode')}>{billingModeLabel(t, info.billingMode)}</Row>
          <Row label={t('deploy:wizard.payType')}>{payTypeLabel(t, info.payType)}</Row>
          <Row label={t('deploy:wizard.cprsSource')}>
            {cprsSource === 'org' ? t('deploy:wizard.cprsOrg') : t('deploy:wizard.cprsIndiv')}
          </Row>
          <Row label={t('deploy:wizard.name')}>{info.name}</Row>
          <Row label={t('deploy:wizard.type')}>{instanceTypeLabel(t, info.type)}</Row>
          {info.description?.trim() ? <Row label={t('deploy:wizard.description')}>{info.description}</Row> : null}
        </TableBody>
      </Table>
      <QuotePanel args={args} quote={quote} onSwitchModel={onSwitchModel} />
      <PreflightBlock preflight={preflight} />
      {error ? (
        <ResourceErrorAlert error={error} fallback={t('deploy:wizard.createFailed')} onSwitchModel={onSwitchModel} />
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <Button onClick={() => dispatch(deployInfoChanged({ step: 'start' }))} disabled={creation.isLoading}>
          {t('deploy:wizard.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!body || !quote.ok || preflight.blocked || creation.isLoading}
          startIcon={creation.isLoading ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {t('deploy:wizard.confirm')}
        </Button>
      </Box>
    </Box>
  );
}
