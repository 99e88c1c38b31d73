// A confirmation before an action: a title, a message naming what is affected, confirm and cancel. Destructive
// actions confirm in the error colour; while the action runs the buttons wait and the dialog stays open.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent id={`${id}-message`} sx={{ wordBreak: 'break-word' }}>
        {message}
        {error ? (
          <p role="alert" style={{ color: 'var(--mui-palette-error-main, #d32f2f)', marginBottom: 0 }}>
            {error}
          </p>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={14} color="inherit" /> : undefined}
          autoFocus={!destructive}
        >
          {confirmLabel ?? t('common:actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
