// Set a member's role: the roles the signed-in user may give, then updateMemberRole.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
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
  const titleId = useId();
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
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="role-dialog"
    >
      <DialogTitle id={titleId}>{t('organisation:members.setRoleTitle', { name: member.username })}</DialogTitle>
      <DialogContent>
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
        <FormError message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={isLoading || role === member.role}
          startIcon={isLoading ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
