// A Formik value chosen from a list, as a labelled select (its error worded from the `validation` namespace).
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormSelectProps {
  name: string;
  label: string;
  options: { value: string; label: ReactNode }[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

export default function FormSelect({ name, label, options, required, disabled, helperText }: FormSelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('validation');
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? t(meta.error) : null;
  const help = error ?? helperText;
  return (
    <FormControl fullWidth size="small" margin="dense" error={Boolean(error)} required={required} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(String(e.target.value))}
        onBlur={() => void helpers.setTouched(true)}
        aria-describedby={help ? `${id}-helper` : undefined}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {help ? <FormHelperText id={`${id}-helper`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
