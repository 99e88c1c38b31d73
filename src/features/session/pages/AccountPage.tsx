// /account: the profile (username, nickname, email, mobile, avatar), email and password changes by code,
// and the default organisation. The current user comes from the session; saving refreshes it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import PageLoading from '@/components/PageLoading';
import { useQueryCurrentUserQuery } from '@/features/session/api';
import AvatarForm from '@/features/session/components/account/AvatarForm';
import ChangeEmailForm from '@/features/session/components/account/ChangeEmailForm';
import ChangePasswordForm from '@/features/session/components/account/ChangePasswordForm';
import DefaultOrganisationForm from '@/features/session/components/account/DefaultOrganisationForm';
import ProfileForm from '@/features/session/components/account/ProfileForm';
import ProfileSummary from '@/features/session/components/account/ProfileSummary';
import Section from '@/features/session/components/account/Section';
import { profileOf } from '@/features/session/components/account/userFields';
import { selectSession } from '@/features/session/slice';

export default function AccountPage() {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const { currentUser, status, userId } = useAppSelector(selectSession);
  // A live subscription: saving invalidates the CurrentUser tag, the answer refreshes the session's copy.
  useQueryCurrentUserQuery({ userId: userId ?? '' }, { skip: !userId });

  let body;
  if (currentUser) {
    body = (
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <Section title={t('session:account.summary.title')} testId="profile-summary-section">
          <ProfileSummary user={currentUser} />
        </Section>
        <Section title={t('session:account.profile.title')}>
          <ProfileForm user={currentUser} />
        </Section>
        <Section title={t('session:account.avatar.title')}>
          <AvatarForm user={currentUser} />
        </Section>
        <Section
          title={t('session:account.email.title')}
          description={t('session:account.email.description', { email: profileOf(currentUser).email })}
        >
          <ChangeEmailForm user={currentUser} />
        </Section>
        <Section title={t('session:account.password.title')}>
          <ChangePasswordForm user={currentUser} />
        </Section>
        <Section
          title={t('session:account.defaultOrg.title')}
          description={t('session:account.defaultOrg.description')}
        >
          <DefaultOrganisationForm user={currentUser} />
        </Section>
      </Stack>
    );
  } else if (status === 'ready') {
    body = <Alert severity="warning">{t('session:account.unavailable')}</Alert>;
  } else {
    body = <PageLoading />;
  }

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t('session:account.title')}
      </Typography>
      {body}
    </Box>
  );
}
