// A Formik text field built from FormControl + InputLabel + OutlinedInput + FormHelperText. MUI's TextField
// also pulls Select, Menu and Modal (~43 KB gzip), too much for the sign-in page this field serves.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormTextFieldProps extends Omit<
  OutlinedInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'fullWidth'
> {
  name: string;
  label: ReactNode;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  fullWidth?: boolean;
}

export default function FormTextField({
  name,
  label,
  helperText,
  id,
  required,
  disabled,
  size = 'small',
  fullWidth = true,
  ...input
}: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation('validation');
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const helperId = `${inputId}-helper`;
  // Messages are i18n keys (src/validation/schemas.ts), worded in the current language here.
  const error = meta.touched && meta.error ? t(meta.error) : null;
  const help = error ?? helperText;

  return (
    <FormControl
      fullWidth={fullWidth}
      error={Boolean(error)}
      required={required}
      disabled={disabled}
      size={size}
      margin="dense"
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        value={field.value ?? ''}
        id={inputId}
        label={label}
        aria-describedby={help ? helperId : undefined}
        {...input}
      />
      {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
