// /step-page: the deploy wizard (start deployment → service confirmation → deployment progress → complete).
// Its choices live in deployInfo (kept across steps and reloads); with nothing chosen it asks for a service.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import { apiErrorText } from '@/components/form/apiErrorText';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import { useGetDeployServiceQuery } from '../api';
import StateMessage from '../components/StateMessage';
import { WIZARD_STEPS, deployInfoChanged, type DeployInfoState, type WizardStep } from '../deployInfoSlice';
import CompleteStep from '../wizard/CompleteStep';
import ConfirmStep from '../wizard/ConfirmStep';
import ProgressStep from '../wizard/ProgressStep';
import StartStep from '../wizard/StartStep';
import { useWizardState } from '../wizard/useWizardState';

function StepTitle({ step }: { step: WizardStep }) {
  const { t } = useTranslation('deploy');
  switch (step) {
    case 'start':
      return t('deploy:wizard.steps.start');
    case 'confirm':
      return t('deploy:wizard.steps.confirm');
    case 'progress':
      return t('deploy:wizard.steps.progress');
    default:
      return t('deploy:wizard.steps.complete');
  }
}

/**
 * The step is in the URL (`?step=`): each step the wizard moves to is a history entry, so the browser's Back goes
 * to the previous step (confirmation → start) and stays in the wizard. A step the choices do not allow (back to the
 * confirmation once deployed) is put back to the current one.
 */
function useStepInUrl(step: WizardStep, info: DeployInfoState, dispatch: AppDispatch): void {
  const [params, setParams] = useSearchParams();
  const urlStep = params.get('step');
  const shown = useRef<WizardStep | null>(null);
  useEffect(() => {
    if (!info.serviceId) return;
    if (urlStep === step) {
      shown.current = step;
      return;
    }
    const moved = shown.current !== null && urlStep !== shown.current;
    const reachable = info.deploymentId
      ? urlStep === 'progress' || urlStep === 'complete'
      : urlStep === 'start' || urlStep === 'confirm';
    if (moved && reachable && urlStep !== 'complete' && urlStep !== 'progress') {
      // the browser moved between the steps before the deployment: follow it
      shown.current = urlStep as WizardStep;
      dispatch(deployInfoChanged({ step: urlStep as WizardStep }));
      return;
    }
    const first = shown.current === null || moved;
    shown.current = step;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', step);
        return next;
      },
      { replace: first },
    );
  }, [step, urlStep, info.serviceId, info.deploymentId, dispatch, setParams]);
}

export default function StepPage() {
  const { t } = useTranslation(['deploy', 'common']);
  const dispatch = useAppDispatch();
  const info = useWizardState();
  const [focusModel, setFocusModel] = useState(false);
  const step: WizardStep = info.deploymentId
    ? info.step === 'complete'
      ? 'complete'
      : 'progress'
    : info.step === 'confirm'
      ? 'confirm'
      : 'start';
  const needsService = Boolean(info.serviceId) && (step === 'start' || step === 'confirm');
  // Asked on every step: its name is the page's subtitle to the end.
  const serviceQuery = useGetDeployServiceQuery({ serviceId: info.serviceId ?? '' }, { skip: !info.serviceId });
  const service = serviceQuery.currentData?.data ?? null;
  const activeIndex = step === 'complete' ? WIZARD_STEPS.length : WIZARD_STEPS.indexOf(step);

  useStepInUrl(step, info, dispatch);

  const switchModel = () => {
    setFocusModel(true);
    dispatch(deployInfoChanged({ step: 'start' }));
  };

  let body;
  if (!info.serviceId) {
    body = (
      <StateMessage
        testId="deploy-choose-service"
        link={{ label: t('deploy:wizard.toCentre'), to: '/assembly-service' }}
      >
        {t('deploy:wizard.chooseFirst')}
      </StateMessage>
    );
  } else if (needsService && !service) {
    body =
      serviceQuery.error && !serviceQuery.isFetching ? (
        <StateMessage
          severity="error"
          testId="deploy-service-missing"
          action={{ label: t('common:actions.retry'), onClick: () => void serviceQuery.refetch() }}
          link={{ label: t('deploy:wizard.toCentre'), to: '/assembly-service' }}
        >
          {apiErrorText(serviceQuery.error, t('deploy:wizard.serviceMissing'))}
        </StateMessage>
      ) : (
        <PageLoading />
      );
  } else if (step === 'start' && service) {
    body = <StartStep key={service.id} service={service} info={info} focusModel={focusModel} />;
  } else if (step === 'confirm' && service) {
    body = <ConfirmStep service={service} info={info} onSwitchModel={switchModel} />;
  } else if (step === 'progress' && info.deploymentId) {
    body = <ProgressStep deploymentId={info.deploymentId} />;
  } else if (info.deploymentId) {
    body = <CompleteStep deploymentId={info.deploymentId} instanceId={info.instanceId} type={info.type} />;
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container maxWidth="md" component="main">
        <PageFrame
          routeKey="stepPage"
          subtitle={service?.name}
          before={
            <Button component={RouterLink} to="/assembly-service" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
              {t('deploy:wizard.toCentre')}
            </Button>
          }
        >
          {info.serviceId ? (
            <Stepper
              activeStep={activeIndex}
              alternativeLabel
              sx={{ mb: 3 }}
              data-testid="deploy-stepper"
              data-step={step}
            >
              {WIZARD_STEPS.map((s) => (
                <Step key={s} completed={WIZARD_STEPS.indexOf(s) < activeIndex}>
                  <StepLabel>
                    <StepTitle step={s} />
                  </StepLabel>
                </Step>
              ))}
            </Stepper>
          ) : null}
          {info.serviceId ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              {body}
            </Paper>
          ) : (
            body
          )}
        </PageFrame>
      </Container>
    </Box>
  );
}
