// A Formik date field (`YYYY-MM-DD` string values) on DateField; its error is an i18n key of `validation`
// or a text the form already worded.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DateField from './DateField';

export interface FormDateFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  minDate?: string;
  maxDate?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  testId?: string;
}

export default function FormDateField({ name, ...props }: FormDateFieldProps) {
  const [field, meta, helpers] = useField<string | null>(name);
  const { t } = useTranslation('validation');
  const error = meta.touched && meta.error ? t(meta.error) : null;
  return (
    <DateField
      {...props}
      name={name}
      value={field.value}
      error={error}
      onChange={(v) => void helpers.setValue(v ?? '', true)}
      onBlur={() => void helpers.setTouched(true, true)}
    />
  );
}
