// The one form dialog of the console: a title, the form's fields, the server's refusal above the buttons, cancel
// and submit. While the form is sent the buttons wait, the submit button spins, and neither Escape, the backdrop
// nor Cancel closes it (nothing the user typed is lost to a stray click). A refusal keeps every value: `onSubmit`
// throws, and what it threw is shown as text (a string as it is, an API error through apiErrorText). What the form
// led to (a receipt, a key shown once) can take the fields' place in the same dialog. The dialog's chrome (title,
// refusal, buttons, the pending-safe close) is ActionDialog's. A preflight among the fields reports to the dialog's
// refusal gate: while it refuses the purchase, submit is disabled and nothing is sent (refusalGate.ts).
import type { DialogProps } from '@mui/material/Dialog';
import { Form, Formik, type FormikConfig, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import ActionDialog from '../ActionDialog';
import { RefusalGate, useRefusalGate } from '../preflight/refusalGate';
import { apiErrorText } from './apiErrorText';

export interface FormDialogProps<V extends FormikValues> {
  title: ReactNode;
  initialValues: V;
  validationSchema?: FormikConfig<V>['validationSchema'];
  validate?: FormikConfig<V>['validate'];
  enableReinitialize?: boolean;
  /** Formik's: a form that checks only when sent says so (both default to true). */
  validateOnBlur?: boolean;
  validateOnChange?: boolean;
  /** Sends the form. Throwing keeps the dialog open with the refusal shown; closing on success is the caller's. */
  onSubmit(values: V, helpers: FormikHelpers<V>): Promise<unknown> | void;
  /** The text shown when a refusal carries no message of its own. */
  failedText: string;
  submitLabel: string;
  cancelLabel?: string;
  onClose(): void;
  /** Destructive forms submit in the error colour. */
  destructive?: boolean;
  /** Beyond "while sending": e.g. nothing changed yet. */
  submitDisabled?(form: FormikProps<V>): boolean;
  /** Shown between the refusal and the buttons' row, on the left (a hint, a link). */
  extraActions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** The dialog is busy for a reason of the caller's too (a second call after the form's). */
  pending?: boolean;
  /** A click outside does not close it (something shown only once would be lost); Escape and Cancel still do. */
  keepOnBackdrop?: boolean;
  testId?: string;
  /** The submit button's test id, for a form whose submit is pressed by name-independent tests. */
  submitTestId?: string;
  /**
   * What the form led to (a receipt, a secret shown once): shown in the same dialog under the title, in place of
   * the fields and buttons; the caller gives its content and actions.
   */
  result?: ReactNode;
  /** For a dialog kept mounted and opened again: closed, it fades out and the form starts again next time. */
  open?: boolean;
  /** Called once the dialog has faded out. */
  onExited?(): void;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

export default function FormDialog<V extends FormikValues>({
  title,
  initialValues,
  validationSchema,
  validate,
  enableReinitialize,
  validateOnBlur,
  validateOnChange,
  onSubmit,
  failedText,
  submitLabel,
  cancelLabel,
  onClose,
  destructive,
  submitDisabled,
  extraActions,
  maxWidth = 'xs',
  pending,
  keepOnBackdrop,
  testId,
  submitTestId,
  result,
  open = true,
  onExited,
  children,
}: FormDialogProps<V>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const gate = useRefusalGate();
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      enableReinitialize={enableReinitialize}
      validateOnBlur={validateOnBlur}
      validateOnChange={validateOnChange}
      onSubmit={async (values, helpers) => {
        // the preflight's refusal is on screen; the purchase is not sent
        if (gate.refused) return;
        setRefusal(null);
        try {
          await onSubmit(values, helpers);
        } catch (e) {
          setRefusal(typeof e === 'string' ? e : apiErrorText(e, failedText));
        }
      }}
    >
      {(form) => (
        <ActionDialog
          open={open}
          title={title}
          error={refusal}
          pending={form.isSubmitting || Boolean(pending)}
          onClose={onClose}
          wrapBody={(body) => <Form noValidate>{body}</Form>}
          submitLabel={submitLabel}
          submitDisabled={gate.refused || Boolean(submitDisabled?.(form))}
          destructive={destructive}
          cancelLabel={cancelLabel}
          extraActions={extraActions}
          maxWidth={maxWidth}
          keepOnBackdrop={keepOnBackdrop}
          testId={testId}
          submitTestId={submitTestId}
          result={result}
          onExited={() => {
            form.resetForm();
            setRefusal(null);
            onExited?.();
          }}
        >
          <RefusalGate value={gate.report}>{typeof children === 'function' ? children(form) : children}</RefusalGate>
        </ActionDialog>
      )}
    </Formik>
  );
}
