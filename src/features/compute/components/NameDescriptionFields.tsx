// The name and description fields of a compute group or queue form: the name required, with the naming rule's
// hint; the description free text.
import { useTranslation } from 'react-i18next';
import FormTextField from '@/components/form/FormTextField';

export default function NameDescriptionFields({
  nameLabel,
  descriptionLabel,
  disabled,
}: {
  nameLabel: string;
  descriptionLabel: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('compute');
  return (
    <>
      <FormTextField
        name="name"
        label={nameLabel}
        required
        disabled={disabled}
        helperText={t('compute:groups.nameHelp')}
        autoComplete="off"
      />
      <FormTextField name="description" label={descriptionLabel} disabled={disabled} multiline minRows={2} />
    </>
  );
}
