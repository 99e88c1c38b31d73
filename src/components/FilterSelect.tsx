// A small labelled select for one grid filter kept in the URL ('' means all).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: FilterOption[];
  onChange(value: string | null): void;
  testId?: string;
}

export default function FilterSelect({ label, value, allLabel, options, onChange, testId }: FilterSelectProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        displayEmpty
        notched
        onChange={(e) => onChange(e.target.value || null)}
        data-testid={testId}
        renderValue={(v) => options.find((o) => o.value === v)?.label ?? allLabel}
      >
        <MenuItem value="">{allLabel}</MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
