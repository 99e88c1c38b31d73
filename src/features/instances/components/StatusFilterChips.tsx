// Status filter chips over an instance grid: any number of the twelve statuses, kept in the URL (`statuses`,
// comma separated); "All" clears them.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceStatus } from '../api';
import { INSTANCE_STATUSES } from '../status';
import { instanceStatusLabels } from './InstanceStatusChip';

export interface StatusFilterChipsProps {
  selected: readonly InstanceStatus[];
  onChange(statuses: InstanceStatus[]): void;
}

/** Drawn again only when the selection or the handler changes (not with every list answer under it). */
export default memo(function StatusFilterChips({ selected, onChange }: StatusFilterChipsProps) {
  const { t } = useTranslation('instances');
  const labels = instanceStatusLabels(t);
  const toggle = (status: InstanceStatus) =>
    onChange(
      selected.includes(status)
        ? selected.filter((s) => s !== status)
        : INSTANCE_STATUSES.filter((s) => s === status || selected.includes(s)),
    );
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 1.5 }}
      role="group"
      aria-label={t('instances:grid.statusFilter')}
      data-testid="status-filter"
    >
      <Chip
        label={t('instances:grid.allStatuses')}
        size="small"
        clickable
        color={selected.length ? 'default' : 'primary'}
        variant={selected.length ? 'outlined' : 'filled'}
        aria-pressed={!selected.length}
        onClick={() => onChange([])}
      />
      {INSTANCE_STATUSES.map((status) => {
        const on = selected.includes(status);
        return (
          <Chip
            key={status}
            label={labels[status]}
            size="small"
            clickable
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => toggle(status)}
            data-status={status}
          />
        );
      })}
    </Stack>
  );
});
