// Checkboxes of the compute nodes in no group (a node belongs to at most one group), to put in a group.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import { useQueryComputeNodesQuery } from '../api';

const UNGROUPED = { pageNum: 1, pageSize: 100, ungrouped: true, sortField: 'name', sortOrder: 'asc' } as const;

export interface NodePickerProps {
  value: string[];
  onChange(ids: string[]): void;
  disabled?: boolean;
  label: string;
}

export default function NodePicker({ value, onChange, disabled, label }: NodePickerProps) {
  const { t } = useTranslation(['compute', 'common']);
  const { data, isFetching, error, refetch } = useQueryComputeNodesQuery(UNGROUPED);
  const nodes = data?.data?.list;
  if (error && !isFetching)
    return <LoadFailed text={t('compute:groups.nodes.loadFailed')} onRetry={() => void refetch()} />;
  if (!nodes) return <PageLoading />;
  if (nodes.length === 0)
    return (
      <Typography color="text.secondary" data-testid="no-free-nodes">
        {t('compute:groups.nodes.noneFree')}
      </Typography>
    );
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <FormGroup aria-label={label} data-testid="node-picker">
      {nodes.map((n) => (
        <FormControlLabel
          key={n.id}
          disabled={disabled}
          control={<Checkbox checked={value.includes(n.id)} onChange={(e) => toggle(n.id, e.target.checked)} />}
          label={t('compute:groups.nodes.option', { name: n.name, id: n.id, specs: n.specSummary ?? '' })}
        />
      ))}
    </FormGroup>
  );
}
