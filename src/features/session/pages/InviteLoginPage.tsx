// /invite-login?code=: the invitation (get4invitecode) and, for a signed-in user, joining it (join_account_invited).
// Signed-out visitors are sent to /login first (docs/product-rules.md#routes-and-guards), which offers signing in or registering with the code.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { InvitationInfo } from '@/api/generated/session.gen';
import { useAppSelector } from '@/app/hooks';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import PageLoading from '@/components/PageLoading';
import { useGetInvitationQuery, useJoinInvitedAccountMutation } from '@/features/session/api';
import AuthShell from '@/features/session/components/AuthShell';
import { selectSession } from '@/features/session/slice';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function useFormatDate(): (iso: string | undefined) => string {
  const { i18n } = useTranslation();
  return (iso) => {
    if (!iso) return '';
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };
}

function StatusNotice({ status }: { status: InvitationInfo['status'] }) {
  const { t } = useTranslation('session');
  if (status === 'expired') return <Alert severity="warning">{t('session:invite.status.expired')}</Alert>;
  if (status === 'accepted') return <Alert severity="warning">{t('session:invite.status.accepted')}</Alert>;
  if (status === 'withdrawn') return <Alert severity="warning">{t('session:invite.status.withdrawn')}</Alert>;
  return null;
}

function Joined({ name }: { name: string }) {
  const { t } = useTranslation('session');
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }} data-testid="invite-joined">
        {t('session:invite.joined', { name })}
      </Alert>
      <Button component={RouterLink} to="/portal" variant="contained" fullWidth size="large">
        {t('session:invite.toConsole')}
      </Button>
    </>
  );
}

function Invitation({
  code,
  invitation,
  onJoined,
}: {
  code: string;
  invitation: InvitationInfo;
  onJoined: (name: string) => void;
}) {
  const { t } = useTranslation(['session', 'common']);
  const formatDate = useFormatDate();
  const { userToken, currentUser } = useAppSelector(selectSession);
  const [join, { isLoading: joining }] = useJoinInvitedAccountMutation();
  const [error, setError] = useState<string | null>(null);

  const orgName = invitation.ugroup.name ?? invitation.ugroup.ugroupAddr;
  const isMember = (currentUser?.ugroupRefList ?? []).some(
    (ref) => String(ref.ugroup.ugroupId) === String(invitation.ugroup.ugroupId),
  );
  const inviter = [invitation.inviterName, invitation.inviterEmail ? `<${invitation.inviterEmail}>` : '']
    .filter(Boolean)
    .join(' ');
  const orgType =
    invitation.ugroup.type === 'business'
      ? t('session:organisation.types.business')
      : invitation.ugroup.type === 'individual'
        ? t('session:organisation.types.individual')
        : '';

  const onJoin = async () => {
    setError(null);
    try {
      // The organisation saga refreshes the current user and selects the joined organisation.
      await join({ code }).unwrap();
      onJoined(orgName);
    } catch (e) {
      setError(apiErrorText(e, t('session:invite.joinFailed')));
    }
  };

  let action: ReactNode;
  if (isMember) {
    action = (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('session:invite.alreadyMember', { name: orgName })}
        </Alert>
        <Button component={RouterLink} to="/portal" variant="contained" fullWidth size="large">
          {t('session:invite.toConsole')}
        </Button>
      </>
    );
  } else if (invitation.status !== 'pending') {
    action = <StatusNotice status={invitation.status} />;
  } else if (!userToken) {
    action = (
      <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
        {t('session:invite.signInToJoin')}
      </Button>
    );
  } else {
    action = (
      <>
        <FormError message={error} />
        <Button
          variant="contained"
          fullWidth
          size="large"
          loading={joining}
          onClick={() => void onJoin()}
          data-testid="invite-join"
        >
          {t('session:invite.join', { name: orgName })}
        </Button>
      </>
    );
  }

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('session:invite.intro', { name: orgName })}</Typography>
      <Box component="dl" sx={{ m: 0, mb: 3 }} data-testid="invitation-details">
        <Detail label={t('session:invite.organisation')}>
          {orgName}
          {orgType ? ` · ${orgType}` : ''}
        </Detail>
        {inviter ? <Detail label={t('session:invite.inviter')}>{inviter}</Detail> : null}
        {invitation.validUntil ? (
          <Detail label={t('session:invite.validUntil')}>{formatDate(invitation.validUntil)}</Detail>
        ) : null}
      </Box>
      {action}
    </>
  );
}

/** The page for one code: a new code in the address starts afresh (nothing of the previous invitation stays). */
function InvitationForCode({ code }: { code: string }) {
  const { t } = useTranslation(['session', 'validation', 'common']);
  // currentData, not data: data keeps the previous code's invitation while (and after) the new one fails.
  const { currentData, error, isFetching, refetch } = useGetInvitationQuery({ code }, { skip: !code });
  const invitation = currentData?.data ?? null;
  // Kept here: joining resets the API cache (organisation saga), which reloads the invitation below.
  const [joined, setJoined] = useState<string | null>(null);

  if (joined) return <Joined name={joined} />;
  if (!code) return <Alert severity="warning">{t('session:invite.noCode')}</Alert>;
  if (invitation) return <Invitation code={code} invitation={invitation} onJoined={setJoined} />;
  if (isFetching && !error) return <PageLoading />;
  return (
    <>
      <Alert severity="error" sx={{ mb: 2 }} data-testid="invitation-error">
        {apiErrorText(error, t('session:invite.invalid'))}
      </Alert>
      <Button onClick={() => void refetch()} loading={isFetching}>
        {t('common:actions.retry')}
      </Button>
    </>
  );
}

export default function InviteLoginPage() {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  return (
    <AuthShell title={t('session:invite.title')}>
      <InvitationForCode key={code} code={code} />
    </AuthShell>
  );
}
