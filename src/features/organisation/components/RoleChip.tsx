// A member's role (or an invitation's status) as a coloured chip with its text in the current language.
import Chip from '@mui/material/Chip';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus, Role } from '../api';

/** A role's name in the current language (a value outside the three roles reads as Basic Member). */
export function useRoleLabel(): (role: Role) => string {
  const { t } = useTranslation('organisation');
  return useCallback(
    (role: Role) => {
      const text: Record<Role, string> = {
        superAdmin: t('organisation:roles.superAdmin'),
        admin: t('organisation:roles.admin'),
        member: t('organisation:roles.member'),
      };
      return text[role] ?? text.member;
    },
    [t],
  );
}

const ROLE_COLOR: Record<Role, 'secondary' | 'primary' | 'default'> = {
  superAdmin: 'secondary',
  admin: 'primary',
  member: 'default',
};

export function RoleChip({ role }: { role: Role }) {
  const label = useRoleLabel();
  const color = ROLE_COLOR[role] ?? 'default';
  return <Chip size="small" label={label(role)} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
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
