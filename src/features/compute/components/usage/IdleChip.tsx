// The idle marker of a GPU or instance: a small chip; its tooltip says what idle means here.
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export default function IdleChip({ label }: { label: string }) {
  const { t } = useTranslation('usage');
  return (
    <Tooltip title={label} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t('usage:idle.chip')}
        data-testid="idle-chip"
        // the warning outline marks it; the text keeps the body's contrast
        sx={{ color: 'text.primary' }}
      />
    </Tooltip>
  );
}
