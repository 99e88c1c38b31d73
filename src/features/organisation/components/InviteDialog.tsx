// Invite members by email: emails as chips (split on commas, confirmed by Enter, each checked), validity 1, 3
// or 7 days and a role; sends invite4email, then the invitation email. The server's refusal stays in the dialog.
// No address is ever lost: what a rule refuses stays in the text box with its message, and nothing is sent while
// text is left there that cannot become a chip.
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import { type InvitableRole } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { LIMITS } from '@/validation/rules';
import { useInviteMembersMutation, useSendOperationEmailMutation } from '../api';
import { addEmails, checkBatch } from './emailChips';
import { useRoleLabel } from './RoleChip';

interface InviteValues {
  emails: string[];
  /** What is typed in the text box and not yet a chip. */
  pending: string;
  validityDays: string;
  role: InvitableRole;
}

export interface InviteDialogProps {
  open: boolean;
  onClose(): void;
  /** Roles the inviter may give (useAccess().grantableRoles('invitation')). */
  roles: InvitableRole[];
  /** Pending invitations of the organisation, for the limit of docs/product-rules.md#fixed-values. */
  pendingCount?: number;
}

function EmailChipsField({ pendingCount }: { pendingCount: number }) {
  const { t } = useTranslation(['organisation', 'validation']);
  const [field, meta, helpers] = useField<string[]>('emails');
  const [{ value: input }, , inputHelpers] = useField<string>('pending');
  const setInput = (text: string) => void inputHelpers.setValue(text, false);
  const [chipError, setChipError] = useState<string | null>(null);
  const helperId = useId();

  const add = (text: string) => {
    const result = addEmails(field.value, text, pendingCount);
    void helpers.setValue(result.emails, false);
    setInput(result.rest);
    setChipError(result.error);
    if (!result.error) helpers.setError(undefined);
  };

  const error = chipError ?? (meta.touched && typeof meta.error === 'string' ? meta.error : null);

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={field.value}
      inputValue={input}
      onInputChange={(_e, value, reason) => {
        if (reason === 'reset') return;
        // A comma confirms what comes before it; the part after it stays in the input.
        if (/[,，;；]/.test(value)) {
          const cut = Math.max(...[',', '，', ';', '；'].map((c) => value.lastIndexOf(c)));
          const result = addEmails(field.value, value.slice(0, cut), pendingCount);
          void helpers.setValue(result.emails, false);
          setChipError(result.error);
          setInput([result.rest, value.slice(cut + 1).trimStart()].filter(Boolean).join(', '));
          return;
        }
        setInput(value);
        if (chipError) setChipError(null);
      }}
      onKeyDown={(event) => {
        // Enter confirms the whole text box here, not in the Autocomplete: it would drop an exact duplicate
        // without a word, and submit the form with the text left behind.
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        (event as unknown as { defaultMuiPrevented: boolean }).defaultMuiPrevented = true;
        event.preventDefault();
        if (input.trim()) add(input);
      }}
      onChange={(_e, value, reason) => {
        if (reason === 'createOption') return;
        // Removing chips (or clearing) needs no check.
        void helpers.setValue(value.map(String), false);
        setChipError(null);
      }}
      onBlur={() => {
        if (input.trim()) add(input);
        void helpers.setTouched(true, false);
      }}
      renderValue={(value, getItemProps) =>
        value.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={email} size="small" {...itemProps} data-testid="invite-email-chip" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('organisation:invite.emails')}
          placeholder={field.value.length ? '' : t('organisation:invite.emailsPlaceholder')}
          error={Boolean(error)}
          helperText={error ? t(error) : t('organisation:invite.emailsHint', { max: LIMITS.invitationBatch })}
          margin="dense"
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-describedby': helperId,
              'data-testid': 'invite-emails-input',
            },
            formHelperText: { id: helperId, role: error ? 'alert' : undefined } as object,
          }}
        />
      )}
    />
  );
}

export default function InviteDialog({ open, onClose, roles, pendingCount = 0 }: InviteDialogProps) {
  const { t } = useTranslation(['organisation', 'validation', 'common']);
  const roleLabel = useRoleLabel();
  const [invite] = useInviteMembersMutation();
  const [sendEmail] = useSendOperationEmailMutation();

  return (
    <FormDialog<InviteValues>
      open={open}
      title={t('organisation:invite.title')}
      initialValues={{ emails: [], pending: '', validityDays: '7', role: 'member' }}
      validateOnBlur={false}
      validateOnChange={false}
      validate={(values) => {
        // Text left in the box is part of the batch: what cannot become a chip stops the sending.
        const withPending = addEmails(values.emails, values.pending, pendingCount);
        const error = withPending.error ?? checkBatch(withPending.emails, pendingCount);
        return error ? { emails: error } : {};
      }}
      onSubmit={async (values, { setValues }) => {
        const { emails } = addEmails(values.emails, values.pending, pendingCount);
        if (values.pending) await setValues({ ...values, emails, pending: '' }, false);
        // A refusal (thrown) stays in the dialog with every chip kept.
        const answer = await invite({
          emails,
          validityDays: Number(values.validityDays) as 1 | 3 | 7,
          role: values.role,
        }).unwrap();
        const invitations = answer.data?.invitations ?? [];
        try {
          await sendEmail({
            template: 'invitation',
            emails,
            invitationIds: invitations.map((i) => i.id),
          }).unwrap();
          notify.success(t('organisation:invite.sent', { count: emails.length }));
        } catch {
          // The invitations exist (sending them again would be refused): the dialog closes and says so, once.
          notify.warning(t('organisation:invite.emailFailed'));
        }
        onClose();
      }}
      failedText={t('organisation:invite.failed')}
      submitLabel={t('organisation:invite.send')}
      onClose={onClose}
      maxWidth="sm"
      testId="invite-dialog"
    >
      <EmailChipsField pendingCount={pendingCount} />
      <FormRadioGroup
        name="validityDays"
        row
        label={t('organisation:invite.validity')}
        options={[
          { value: '1', label: t('organisation:invite.days1') },
          { value: '3', label: t('organisation:invite.days3') },
          { value: '7', label: t('organisation:invite.days7') },
        ]}
      />
      <FormRadioGroup
        name="role"
        row
        label={t('organisation:invite.role')}
        options={roles.map((r) => ({
          value: r,
          label: roleLabel(r),
        }))}
      />
    </FormDialog>
  );
}
