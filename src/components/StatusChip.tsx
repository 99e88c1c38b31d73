// A status as a coloured chip. Transitional statuses (creating, removing, restoring, ...) carry a small
// spinner and a soft pulse, still when the user prefers reduced motion; the label is always text.
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { memo } from 'react';

export type StatusTone = 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info';

// A ring that swells and fades: the label keeps its full contrast all the time (no opacity on the text).
const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(25, 118, 210, 0.45); }
  70%, 100% { box-shadow: 0 0 0 5px rgba(25, 118, 210, 0); }
`;

/** The theme's warning and info fills put white text under 4.5:1 (WCAG AA); these darker fills meet it. */
const AA_FILL: Partial<Record<StatusTone, string>> = { warning: '#a84300', info: '#01579b' };

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
  /** The status is on its way to another (animated). */
  transitional?: boolean;
  /** Machine-readable status, for tests and styling (`data-status`). */
  status?: string;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Memoised: a grid re-renders every cell when any of its props changes; an unchanged one is not drawn again. */
export default memo(function StatusChip({
  label,
  tone,
  transitional,
  status,
  size = 'small',
  testId,
}: StatusChipProps) {
  return (
    <Chip
      size={size}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      label={label}
      data-status={status}
      data-testid={testId}
      data-transitional={transitional ? 'true' : undefined}
      icon={transitional ? <CircularProgress size={10} color="inherit" aria-hidden /> : undefined}
      sx={{
        ...(AA_FILL[tone] ? { bgcolor: AA_FILL[tone], color: '#fff' } : {}),
        ...(transitional
          ? {
              animation: `${pulse} 1.6s ease-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }
          : {}),
      }}
    />
  );
});
