// A Formik value chosen from a list, as a labelled select; its error is an i18n key shown once touched.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormSelectFieldProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** A first option meaning "none" (value ''). */
  emptyLabel?: string;
  testId?: string;
}

export default function FormSelectField({
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  emptyLabel,
  testId,
}: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('validation');
  const id = useId();
  const error = meta.touched && meta.error ? t(meta.error) : null;
  const help = error ?? helperText;
  // A value given before the options arrive (or no longer among them) stays shown and selectable.
  const shown =
    field.value && !options.some((o) => o.value === field.value)
      ? [...options, { value: field.value, label: field.value }]
      : options;
  return (
    <FormControl fullWidth size="small" margin="dense" required={required} disabled={disabled} error={Boolean(error)}>
      <InputLabel id={`${id}-label`} shrink={emptyLabel !== undefined ? true : undefined}>
        {label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        name={name}
        value={field.value ?? ''}
        displayEmpty={emptyLabel !== undefined}
        notched={emptyLabel !== undefined ? true : undefined}
        renderValue={
          emptyLabel !== undefined ? (v) => shown.find((o) => o.value === v)?.label ?? emptyLabel : undefined
        }
        onChange={(e) => void helpers.setValue(String(e.target.value))}
        onClose={() => void helpers.setTouched(true)}
        aria-describedby={help ? `${id}-help` : undefined}
        data-testid={testId}
      >
        {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
        {shown.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
