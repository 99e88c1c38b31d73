// An image's tags as small chips; with `onPick` a chip filters the list by its tag.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface TagChipsProps {
  tags: readonly string[] | undefined;
  onPick?: (tag: string) => void;
  testId?: string;
}

export default function TagChips({ tags, onPick, testId }: TagChipsProps) {
  const { t } = useTranslation('resources');
  if (!tags?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', py: 0.5 }} data-testid={testId}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          variant="outlined"
          label={tag}
          sx={{ maxWidth: '100%', '& .MuiChip-label': { overflowWrap: 'anywhere', whiteSpace: 'normal' } }}
          onClick={onPick ? () => onPick(tag) : undefined}
          aria-label={onPick ? t('resources:images.filterByTag', { tag }) : undefined}
          data-testid="tag-chip"
        />
      ))}
    </Stack>
  );
}
