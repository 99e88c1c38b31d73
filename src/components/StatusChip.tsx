// A status as a coloured chip. Transitional statuses (creating, removing, restoring, ...) carry a small
// spinner and a soft pulse, still when the user prefers reduced motion; the label is always text.
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';

export type StatusTone = 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.6; }
`;

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

export default function StatusChip({ label, tone, transitional, status, size = 'small', testId }: StatusChipProps) {
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
      sx={
        transitional
          ? {
              animation: `${pulse} 1.6s ease-in-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }
          : undefined
      }
    />
  );
}
