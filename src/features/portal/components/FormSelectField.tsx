// A Formik value chosen from a list, as a labelled select whose error is worded in the current language.
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
  label: ReactNode;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export default function FormSelectField({ name, label, options, required, disabled, testId }: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('validation');
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? t(meta.error) : null;
  return (
    <FormControl fullWidth size="small" margin="dense" error={Boolean(error)} required={required} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        name={name}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(String(e.target.value))}
        onBlur={field.onBlur}
        aria-describedby={error ? `${id}-helper` : undefined}
        data-testid={testId}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {error ? <FormHelperText id={`${id}-helper`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
