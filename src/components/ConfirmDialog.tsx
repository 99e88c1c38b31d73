// A confirmation before an action: a title, a message naming what is affected, confirm and cancel. Destructive
// actions confirm in the error colour (and do not take the focus); while the action runs the buttons wait and the
// dialog stays open (ActionDialog). Given the target (useConfirmAction's `dialog`), the title and message may be
// written about it: functions of the target, shown only while there is one.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from './ActionDialog';

/** A text, or a text about the target. */
type AboutTarget<T> = ReactNode | ((target: T) => ReactNode);

export interface ConfirmDialogProps<T> {
  open: boolean;
  /** What the action is about; the title and message functions are given it. */
  target?: T | null;
  title: AboutTarget<T>;
  /** What the action does and to what (names, counts); rendered as text. */
  message: AboutTarget<T>;
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

export default function ConfirmDialog<T = never>({
  open,
  target = null,
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
}: ConfirmDialogProps<T>) {
  const { t } = useTranslation('common');
  const about = (text: AboutTarget<T>): ReactNode =>
    typeof text !== 'function' ? text : target === null ? '' : text(target);
  return (
    <ActionDialog
      open={open}
      title={about(title)}
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
      <Box sx={{ wordBreak: 'break-word' }}>{about(message)}</Box>
    </ActionDialog>
  );
}
