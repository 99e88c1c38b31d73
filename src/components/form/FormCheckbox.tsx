// A Formik boolean as a checkbox with its label and, once touched, its error under it.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormCheckboxProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
}

export default function FormCheckbox({ name, label, disabled }: FormCheckboxProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { t } = useTranslation('validation');
  const helperId = `${name}-${useId()}-helper`;
  const error = meta.touched && meta.error ? t(meta.error) : null;

  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ display: 'flex' }}>
      <FormControlLabel
        sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.5 } }}
        slotProps={{ typography: { variant: 'body2', sx: { pt: 0.25 } } }}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.checked)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            size="small"
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={label}
      />
      {error ? (
        <FormHelperText id={helperId} sx={{ mt: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
