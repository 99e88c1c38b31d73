// A confirmation before an action: a title, a message naming what is affected, confirm and cancel. Destructive
// actions confirm in the error colour (and do not take the focus); while the action runs the buttons wait and the
// dialog stays open (ActionDialog).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from './ActionDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does and to what (names, counts); rendered as text. */
  message: ReactNode;
  /** The confirm button's label (defaults to Confirm). */
  confirmLabel?: string;
  /** The dismiss button's label (defaults to Cancel): say what it keeps when the action itself is a cancellation. */
  cancelLabel?: string;
  destructive?: boolean;
  /** The action is running: buttons disabled, a spinner on confirm. */
  pending?: boolean;
  /** Shown under the message, e.g. the server's refusal. */
  error?: string | null;
  /** Confirm is not possible yet (e.g. a cost check refuses the purchase). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export default function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  pending,
  error,
  confirmDisabled,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ActionDialog
      open={open}
      title={title}
      error={error}
      pending={pending}
      onClose={onCancel}
      onSubmit={onConfirm}
      submitLabel={confirmLabel ?? t('common:actions.confirm')}
      submitDisabled={confirmDisabled}
      cancelLabel={cancelLabel}
      destructive={destructive}
      focusSubmit={!destructive}
      describedByContent
    >
      <Box sx={{ wordBreak: 'break-word' }}>{message}</Box>
    </ActionDialog>
  );
}
