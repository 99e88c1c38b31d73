// The one select field of the console's forms: a Formik value chosen from a list, labelled, its rule's message
// (an i18n key of the `validation` namespace, or the area's own namespaced key) shown once the field was left.
// "Left" means the menu closed (a choice or a dismissal) or the form was submitted; opening the menu does not count.
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
  /** Shown after the label, smaller (a status, a quota). */
  detail?: string;
  disabled?: boolean;
}

export interface FormSelectProps {
  name: string;
  label: ReactNode;
  options: readonly FormSelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** An error of the screen's own (already translated), shown when the rule has none. */
  extraError?: string | null;
  /** A first entry meaning "none" (value ''). */
  emptyLabel?: string;
  /** Called with the value the user chose (after the form value is set). */
  onChosen?(value: string): void;
  /** Gets `{ focus() }` (MUI's select handle), to send the user back to this choice. */
  inputRef?: Ref<{ focus(): void }>;
  testId?: string;
}

export default function FormSelect({
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  extraError,
  emptyLabel,
  onChosen,
  inputRef,
  testId,
}: FormSelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('validation');
  const id = `${name}-${useId()}`;
  const error = (meta.touched && meta.error ? t(meta.error) : null) ?? extraError ?? null;
  const help = error ?? helperText;
  const hasEmpty = emptyLabel !== undefined;
  // A value given before the options arrive (from the URL, a previous step) stays shown and selectable.
  const shown: readonly FormSelectOption[] =
    field.value && !options.some((o) => o.value === field.value)
      ? [...options, { value: field.value, label: field.value }]
      : options;
  return (
    <FormControl fullWidth size="small" margin="dense" required={required} disabled={disabled} error={Boolean(error)}>
      <InputLabel id={`${id}-label`} shrink={hasEmpty ? true : undefined}>
        {label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        name={name}
        value={field.value ?? ''}
        displayEmpty={hasEmpty}
        notched={hasEmpty ? true : undefined}
        renderValue={hasEmpty ? (v) => shown.find((o) => o.value === v)?.label ?? emptyLabel : undefined}
        onChange={(e) => {
          const value = String(e.target.value);
          void helpers.setValue(value);
          onChosen?.(value);
        }}
        onClose={() => void helpers.setTouched(true)}
        inputRef={inputRef}
        aria-describedby={help ? `${id}-helper` : undefined}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
        data-testid={testId}
      >
        {hasEmpty ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
        {shown.map((o) => (
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
      </Select>
      {help ? <FormHelperText id={`${id}-helper`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
