// Tags typed comma separated (docs/product-rules.md#field-rules), previewed as the chips they become (splitTags).
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import FormTextField from '@/components/form/FormTextField';
import { tagsOf } from '../schemas';
import TagChips from './TagChips';

export default function TagsField({ name = 'tags', disabled }: { name?: string; disabled?: boolean }) {
  const { t } = useTranslation('resources');
  const [field] = useField<string>(name);
  return (
    <>
      <FormTextField
        name={name}
        label={t('resources:images.fields.tags')}
        helperText={t('resources:images.fields.tagsHint')}
        disabled={disabled}
      />
      <TagChips tags={tagsOf(field.value ?? '')} testId="tags-preview" />
    </>
  );
}
