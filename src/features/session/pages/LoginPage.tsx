// /login: sign in by verification code or by password; a visitor who came from an invitation may also
// register with it. Success is handled by the sign-in saga (session, `Sign in successful`, landing path).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ApiGate from '@/app/ApiGate';
import { useAppSelector } from '@/app/hooks';
import { SIGN_IN_PRELOAD_AFTER_MS } from '@/app/preloadTiming';
import { preloadSchemas } from '@/components/form/lazyValidation';
import PageLoading from '@/components/PageLoading';
import AuthShell from '@/features/session/components/AuthShell';
import CodeLoginForm from '@/features/session/components/CodeLoginForm';
import { invitationCodeOf } from '@/features/session/components/invitationPath';
import PasswordLoginForm from '@/features/session/components/PasswordLoginForm';
import SignInTabs, { panelId, tabId } from '@/features/session/components/SignInTabs';
import { selectSession } from '@/features/session/slice';
import { readKey, STORAGE_KEYS } from '@/features/session/storage';
import { usePreloadSessionApi } from '@/features/session/useSessionMutation';

// The banner reads the invitation through RTK Query, which the sign-in page loads only when it is needed.
const InvitationBanner = lazy(
  () => import(/* webpackChunkName: "invitation-banner" */ '@/features/session/components/InvitationBanner'),
);
const InvitationRegisterForm = lazy(
  () => import(/* webpackChunkName: "invitation-register" */ '@/features/session/components/InvitationRegisterForm'),
);

type Method = 'code' | 'password' | 'invitation';

/**
 * Loads what the sign-in forms need to submit (the api runtime and the yup schemas) once the visitor starts to use
 * the page (focus, pointer, key), or in idle time a while after the first paint: the first screen stays light, and
 * both are in long before the first submit.
 */
function usePreloadOnFirstInput(preload: () => void): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      for (const e of events) document.removeEventListener(e, run, true);
      clearTimeout(timer);
      preload();
    };
    for (const e of events) document.addEventListener(e, run, true);
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, SIGN_IN_PRELOAD_AFTER_MS);
    return () => {
      done = true;
      for (const e of events) document.removeEventListener(e, run, true);
      clearTimeout(timer);
    };
  }, [preload]);
}

function Panel({
  method,
  current,
  visited,
  children,
}: {
  method: Method;
  current: Method;
  visited: boolean;
  children: ReactNode;
}) {
  // Panels stay mounted once opened, so switching tabs keeps what was typed.
  return (
    <Box
      role="tabpanel"
      id={panelId('login', method)}
      aria-labelledby={tabId('login', method)}
      hidden={current !== method}
      sx={{ pt: 1 }}
    >
      {visited ? children : null}
    </Box>
  );
}

export default function LoginPage() {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const [invitationCode] = useState(() => invitationCodeOf(readKey(STORAGE_KEYS.preLoginPath)));
  const [method, setMethod] = useState<Method>('code');
  const [visited, setVisited] = useState<Set<Method>>(() => new Set<Method>(['code']));
  // A session the server ended (HTTP 403) says so here; a deliberate sign-out needs no word.
  const expired = useAppSelector(selectSession).endedBy === 'expired';

  const preloadApi = usePreloadSessionApi();
  usePreloadOnFirstInput(
    useCallback(() => {
      preloadSchemas();
      preloadApi();
    }, [preloadApi]),
  );

  const choose = (next: Method) => {
    setMethod(next);
    setVisited((v) => (v.has(next) ? v : new Set(v).add(next)));
  };

  return (
    <AuthShell title={t('session:login.title')}>
      {expired ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="session-ended">
          {t('common:session.ended')}
        </Alert>
      ) : null}
      {invitationCode ? (
        <Suspense fallback={null}>
          <ApiGate>
            <InvitationBanner code={invitationCode} />
          </ApiGate>
        </Suspense>
      ) : null}
      <SignInTabs<Method>
        label={t('session:login.methods')}
        idPrefix="login"
        value={method}
        onChange={choose}
        tabs={[
          { value: 'code', label: t('session:login.tabs.code') },
          { value: 'password', label: t('session:login.tabs.password') },
          ...(invitationCode ? [{ value: 'invitation' as const, label: t('session:login.tabs.invitation') }] : []),
        ]}
      />
      <Panel method="code" current={method} visited={visited.has('code')}>
        <CodeLoginForm />
      </Panel>
      <Panel method="password" current={method} visited={visited.has('password')}>
        <PasswordLoginForm />
      </Panel>
      {invitationCode ? (
        <Panel method="invitation" current={method} visited={visited.has('invitation')}>
          <Suspense fallback={<PageLoading />}>
            <ApiGate>
              <InvitationRegisterForm code={invitationCode} />
            </ApiGate>
          </Suspense>
        </Panel>
      ) : null}
    </AuthShell>
  );
}
