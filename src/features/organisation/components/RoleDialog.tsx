// Set a member's role: the roles the signed-in user may give, then updateMemberRole.
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { notify } from '@/lib/notify';
import { useUpdateMemberRoleMutation, type Member, type Role } from '../api';
import { useRoleLabel } from './RoleChip';

export interface RoleDialogProps {
  member: Member;
  roles: Role[];
  onClose(): void;
}

export default function RoleDialog({ member, roles, onClose }: RoleDialogProps) {
  const { t } = useTranslation(['organisation', 'common']);
  const [role, setRole] = useState<Role>(member.role);
  const [update, { isLoading }] = useUpdateMemberRoleMutation();
  const [error, setError] = useState<string | null>(null);
  const label = useRoleLabel();

  const save = async () => {
    setError(null);
    try {
      await update({ userId: member.userId, role }).unwrap();
      notify.success(t('organisation:members.roleChanged', { name: member.username, role: label(role) }));
      onClose();
    } catch (e) {
      setError(apiErrorText(e, t('organisation:members.roleFailed')));
    }
  };

  return (
    <ActionDialog
      title={t('organisation:members.setRoleTitle', { name: member.username })}
      error={error}
      pending={isLoading}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={t('common:actions.save')}
      submitDisabled={role === member.role}
      testId="role-dialog"
    >
      <DialogContentText>{t('organisation:members.setRoleHint')}</DialogContentText>
      <RadioGroup
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        aria-label={t('organisation:members.columns.role')}
      >
        {roles.map((r) => (
          <FormControlLabel key={r} value={r} control={<Radio />} label={label(r)} />
        ))}
      </RadioGroup>
    </ActionDialog>
  );
}
