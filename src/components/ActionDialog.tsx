// The chrome every action dialog of the console shares: a title, the content, the refusal above the buttons, cancel
// and one action. While the action runs (`pending`) the buttons wait, the action spins, and neither Escape, the
// backdrop nor Cancel closes the dialog (what the user chose is not lost to a stray click). A refusal is a string,
// shown as text (never as markup). Confirmations, form dialogs and the dialogs with their own state all use it.
//
// It imports no form library: a form dialog wraps the body in its form (`wrapBody`) and leaves out `onSubmit`, so
// the action button submits that form.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormError from './form/FormError';
import { useDeferredOpen } from './useDeferredOpen';

export interface ActionDialogProps {
  /** For a dialog kept mounted and opened again (defaults to open). */
  open?: boolean;
  title: ReactNode;
  /** The dialog's content, above the refusal. */
  children?: ReactNode;
  /** The refusal (the server's message or the screen's own words), shown as text above the buttons. */
  error?: string | null;
  /** The action is running: buttons disabled, a spinner on the action, and nothing closes the dialog. */
  pending?: boolean;
  onClose(): void;
  /** The action button's click; left out, the button submits the form the body is wrapped in (`wrapBody`). */
  onSubmit?(): void;
  /** Wraps title, content and buttons (a form element, so that Enter and the action button submit it). */
  wrapBody?(body: ReactElement): ReactNode;
  submitLabel: ReactNode;
  /** Beyond "while running": e.g. nothing chosen yet. */
  submitDisabled?: boolean;
  /** Destructive actions are in the error colour. */
  destructive?: boolean;
  /** Defaults to Cancel; say Close once the action has nothing left to cancel. */
  cancelLabel?: ReactNode;
  /** Shown in the buttons' row, before Cancel (a hint, a link). */
  extraActions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** A click outside does not close it (something shown only once would be lost); Escape and Cancel still do. */
  keepOnBackdrop?: boolean;
  /** The action button takes the focus on open (a confirmation that is safe to accept by Enter). */
  focusSubmit?: boolean;
  /** The content is the dialog's description (a confirmation's message) for assistive technology. */
  describedByContent?: boolean;
  /** The content shows the progress itself (a progress bar): no spinner on the action button. */
  progressInContent?: boolean;
  testId?: string;
  submitTestId?: string;
  /**
   * What the action led to (a receipt, a secret shown once): shown under the title in place of the content and
   * buttons; the caller gives its content and actions.
   */
  result?: ReactNode;
  /** Called once the dialog has faded out. */
  onExited?(): void;
}

export default function ActionDialog({
  open = true,
  title,
  children,
  error,
  pending = false,
  onClose,
  onSubmit,
  wrapBody,
  submitLabel,
  submitDisabled,
  destructive,
  cancelLabel,
  extraActions,
  maxWidth = 'xs',
  keepOnBackdrop,
  focusSubmit,
  describedByContent,
  progressInContent,
  testId,
  submitTestId,
  result,
  onExited,
}: ActionDialogProps) {
  const { t } = useTranslation('common');
  const shown = useDeferredOpen(open);
  const id = useId();
  const titleId = `${id}-title`;
  const contentId = `${id}-content`;
  const heading = (
    <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </DialogTitle>
  );
  const body = (
    <>
      {heading}
      <DialogContent id={describedByContent ? contentId : undefined}>
        {children}
        <FormError message={error} />
      </DialogContent>
      <DialogActions>
        {extraActions}
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onSubmit ? () => onSubmit() : undefined}
          disabled={pending || Boolean(submitDisabled)}
          startIcon={pending && !progressInContent ? <CircularProgress size={14} color="inherit" /> : undefined}
          autoFocus={focusSubmit}
          data-testid={submitTestId}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={shown}
      onClose={(_event, reason) => {
        if (pending || (keepOnBackdrop && reason === 'backdropClick')) return;
        onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={describedByContent && !result ? contentId : undefined}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      {result ? (
        <>
          {heading}
          {result}
        </>
      ) : wrapBody ? (
        wrapBody(body)
      ) : (
        body
      )}
    </Dialog>
  );
}
