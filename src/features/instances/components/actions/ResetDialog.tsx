// Reset to initial: destroys everything done in the instance since it was created, so it is confirmed only by
// typing the phrase 初始化 (docs/product-rules.md#fixed-values, RESET_CONFIRMATION_PHRASE); until then the button stays disabled.
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import { useRefusal } from '@/components/form/useRefusal';
import { notify } from '@/lib/notify';
import { RESET_CONFIRMATION_PHRASE, rules } from '@/validation/rules';
import { useResetInstanceMutation, type Instance } from '../../api';

export default function ResetDialog({ instance, onClose }: { instance: Instance; onClose(): void }) {
  const { t } = useTranslation(['instances', 'validation', 'common']);
  const [reset, { isLoading }] = useResetInstanceMutation();
  const [phrase, setPhrase] = useState('');
  const [touched, setTouched] = useState(false);
  const { error, attempt } = useRefusal();
  const id = useId();
  const matches = rules.resetPhrase(phrase) === null;
  const showRule = touched && !matches;

  const confirm = async () => {
    setTouched(true);
    if (!matches) return;
    await attempt(t('instances:actions.failed'), async () => {
      await reset({ id: instance.id, confirmation: RESET_CONFIRMATION_PHRASE }).unwrap();
      notify.success(t('instances:actions.reset.done', { name: instance.name, id: instance.id }));
      onClose();
    });
  };

  return (
    <ActionDialog
      title={t('instances:actions.reset.title')}
      error={error}
      pending={isLoading}
      onClose={onClose}
      onSubmit={() => void confirm()}
      submitLabel={t('instances:actions.reset.label')}
      submitDisabled={!matches}
      destructive
      testId="reset-dialog"
    >
      <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('instances:actions.reset.message', { name: instance.name, id: instance.id })}
      </Alert>
      <DialogContentText sx={{ mb: 1 }}>
        {t('instances:actions.reset.typePhrase', { phrase: RESET_CONFIRMATION_PHRASE })}
      </DialogContentText>
      <FormControl fullWidth size="small" error={showRule} margin="dense">
        <InputLabel htmlFor={`${id}-phrase`}>{t('instances:actions.reset.phraseLabel')}</InputLabel>
        <OutlinedInput
          id={`${id}-phrase`}
          label={t('instances:actions.reset.phraseLabel')}
          value={phrase}
          autoComplete="off"
          autoFocus
          onChange={(e) => setPhrase(e.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void confirm();
          }}
          aria-describedby={`${id}-help`}
          inputProps={{ 'data-testid': 'reset-phrase' }}
        />
        <FormHelperText id={`${id}-help`}>
          {showRule ? t('validation:resetPhrase') : t('instances:actions.reset.phraseHint')}
        </FormHelperText>
      </FormControl>
    </ActionDialog>
  );
}
