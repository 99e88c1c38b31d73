// Regions of buckets and volumes: their names in the current language, a Formik select, and the grid filter.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useField } from 'formik';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '../schemas';

/** A region's name with its code (`East China 1 (cn-east-1)`); an unknown region reads as its code. */
export function useRegionLabel(): (region: string | null | undefined) => string {
  const { t } = useTranslation('storage');
  return useCallback(
    (region) => {
      switch (region) {
        case 'cn-east-1':
          return t('storage:regions.cnEast1');
        case 'cn-north-2':
          return t('storage:regions.cnNorth2');
        case 'cn-south-1':
          return t('storage:regions.cnSouth1');
        default:
          return region || '—';
      }
    },
    [t],
  );
}

export function useRegionOptions(): { value: string; label: string }[] {
  const label = useRegionLabel();
  return REGIONS.map((r) => ({ value: r, label: label(r) }));
}

export default function RegionField({ name }: { name: string }) {
  const { t } = useTranslation(['storage', 'validation']);
  const [field, meta] = useField<string>(name);
  const options = useRegionOptions();
  const id = useId();
  const error = meta.touched && meta.error ? t(meta.error) : null;
  return (
    <FormControl fullWidth size="small" margin="dense" required error={Boolean(error)}>
      <InputLabel id={`${id}-label`}>{t('storage:columns.region')}</InputLabel>
      <Select labelId={`${id}-label`} label={t('storage:columns.region')} {...field} value={field.value ?? ''}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
