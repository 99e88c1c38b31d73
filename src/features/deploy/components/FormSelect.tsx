// A Formik value chosen from a list, as a labelled MUI select (the shared form fields have no select).
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useField } from 'formik';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormSelectOption {
  value: string;
  label: ReactNode;
}

export interface FormSelectProps {
  name: string;
  label: string;
  options: FormSelectOption[];
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Gets `{ focus() }` (MUI's select handle), to send the user back to this choice. */
  inputRef?: Ref<{ focus(): void }>;
  testId?: string;
}

export default function FormSelect({
  name,
  label,
  options,
  helperText,
  required,
  disabled,
  inputRef,
  testId,
}: FormSelectProps) {
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
        name={name}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(String(e.target.value))}
        onBlur={() => void helpers.setTouched(true)}
        inputRef={inputRef}
        aria-describedby={help ? `${id}-helper` : undefined}
        data-testid={testId}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {help ? <FormHelperText id={`${id}-helper`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
