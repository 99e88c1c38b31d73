// The profile at a glance: avatar, username, nickname, email, mobile (user data shown as text only).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/features/session/slice';
import { profileOf } from './userFields';

export default function ProfileSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('session');
  const p = profileOf(user);
  const rows: [string, string][] = [
    [t('session:form.username'), p.username],
    [t('session:form.nickname'), p.nickname],
    [t('session:form.email'), p.email],
    [t('session:form.mobile'), p.mobile],
  ];
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }} data-testid="profile-summary">
      <Avatar src={p.avatar || undefined} alt={p.nickname || p.username} sx={{ width: 72, height: 72, fontSize: 28 }}>
        {(p.nickname || p.username || p.email).slice(0, 1).toUpperCase()}
      </Avatar>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || t('session:account.notSet')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
