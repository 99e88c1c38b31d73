// On /login, when the visitor came from an invitation: signing in (or registering) leads back to it.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useGetInvitationQuery } from '@/features/session/api';

export default function InvitationBanner({ code }: { code: string }) {
  const { t } = useTranslation('session');
  const { data } = useGetInvitationQuery({ code });
  const name = data?.data?.ugroup?.name;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="invitation-banner">
      {name ? t('session:login.invitationBannerOrg', { name }) : t('session:login.invitationBanner')}
    </Alert>
  );
}
