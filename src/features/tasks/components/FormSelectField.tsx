// A Formik value picked from a list (images, queues, templates), as a labelled select with its rule's message.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown after the label, smaller (a status, a quota). */
  detail?: string;
  disabled?: boolean;
}

export interface FormSelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  helperText?: ReactNode;
  /** An error of the screen's own (already translated), shown when the rule has none. */
  extraError?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** First entry meaning "none" (for optional choices). */
  noneLabel?: string;
  onChosen?(value: string): void;
  testId?: string;
}

export default function FormSelectField({
  name,
  label,
  options,
  helperText,
  extraError,
  required,
  disabled,
  noneLabel,
  onChosen,
  testId,
}: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('validation');
  const error = (meta.touched && meta.error ? t(meta.error) : null) ?? extraError ?? null;
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      id={`task-${name}`}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      value={options.some((o) => o.value === field.value) ? field.value : ''}
      onChange={(e) => {
        void helpers.setValue(e.target.value);
        onChosen?.(e.target.value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      data-testid={testId}
    >
      {noneLabel ? <MenuItem value="">{noneLabel}</MenuItem> : null}
      {options.map((o) => (
        <MenuItem
          key={o.value}
          value={o.value}
          disabled={o.disabled}
          sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        >
          {o.label}
          {o.detail ? <span style={{ marginLeft: 8, opacity: 0.7, fontSize: '0.85em' }}>{o.detail}</span> : null}
        </MenuItem>
      ))}
    </TextField>
  );
}
