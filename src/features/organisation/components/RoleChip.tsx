// A member's role (or an invitation's status) as a coloured chip with its text in the current language.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus, Role } from '../api';

export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation('organisation');
  const label =
    role === 'superAdmin'
      ? t('organisation:roles.superAdmin')
      : role === 'admin'
        ? t('organisation:roles.admin')
        : t('organisation:roles.member');
  const color = role === 'superAdmin' ? 'secondary' : role === 'admin' ? 'primary' : 'default';
  return <Chip size="small" label={label} color={color} variant={role === 'member' ? 'outlined' : 'filled'} />;
}

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('organisation');
  const text: Record<InvitationStatus, string> = {
    pending: t('organisation:invitations.status.pending'),
    accepted: t('organisation:invitations.status.accepted'),
    expired: t('organisation:invitations.status.expired'),
    withdrawn: t('organisation:invitations.status.withdrawn'),
  };
  const color = { pending: 'warning', accepted: 'success', expired: 'default', withdrawn: 'default' } as const;
  return <Chip size="small" label={text[status]} color={color[status]} variant="outlined" />;
}
