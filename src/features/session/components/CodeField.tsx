// The 6-digit verification code with its "send code" button, and the check that an email is valid before sending.
import Box from '@mui/material/Box';
import { getIn, useFormikContext } from 'formik';
import { useCallback } from 'react';
import FormTextField from '@/components/form/FormTextField';
import SendCodeButton from './SendCodeButton';

export interface CodeFieldProps {
  name: string;
  label: string;
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}

export default function CodeField({ name, label, onSend, disabled }: CodeFieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <FormTextField
        name={name}
        label={label}
        required
        disabled={disabled}
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
      />
      <SendCodeButton onSend={onSend} disabled={disabled} />
    </Box>
  );
}

/**
 * Checks the form's email field (showing its message) and resolves to the trimmed address, or null when it
 * is not valid, so no code is requested for a bad address.
 */
export function useCheckedEmail(field: string): () => Promise<string | null> {
  const { values, validateForm, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  return useCallback(async () => {
    const errors = await validateForm();
    void setFieldTouched(field, true, false);
    if (getIn(errors, field)) return null;
    return String(getIn(values, field) ?? '').trim();
  }, [field, values, validateForm, setFieldTouched]);
}
