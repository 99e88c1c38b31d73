// A Formik value chosen from a few options, as a labelled radio group.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface FormRadioGroupProps {
  name: string;
  label: ReactNode;
  options: RadioOption[];
  row?: boolean;
  disabled?: boolean;
}

export default function FormRadioGroup({ name, label, options, row, disabled }: FormRadioGroupProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation('validation');
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? t(meta.error) : null;

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} margin="dense" fullWidth>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup {...field} value={field.value ?? ''} row={row} aria-labelledby={`${id}-label`}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
