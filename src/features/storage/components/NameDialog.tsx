// One name in a dialog: a new folder's, or an entry's new name. The rule is checked as the user types; the
// server's refusal (a name taken in the folder) shows above the buttons and the input is kept.
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { entryNameSchema } from '../schemas';

export interface NameDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when done; rejects with the text to show. */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
  testId?: string;
}

export default function NameDialog({
  title,
  label,
  submitLabel,
  initialName = '',
  onSubmit,
  onClose,
  testId,
}: NameDialogProps) {
  const { t } = useTranslation(['storage', 'common']);
  return (
    <FormDialog
      title={title}
      initialValues={{ name: initialName }}
      validationSchema={entryNameSchema}
      submitLabel={submitLabel}
      failedText={t('storage:errors.actionFailed')}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.name.trim())}
      submitDisabled={({ dirty }) => Boolean(initialName) && !dirty}
      testId={testId}
    >
      <FormTextField name="name" label={label} required autoFocus autoComplete="off" />
    </FormDialog>
  );
}
