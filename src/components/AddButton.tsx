// A screen's "add" or "create" button: contained, with a plus (or the icon given); a link when it opens a page (`to`).
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AddButtonProps {
  children: ReactNode;
  onClick?: () => void;
  /** Opens this address instead. */
  to?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
  /** Instead of the plus (e.g. a link icon for "link a project"). */
  icon?: ReactNode;
}

export default function AddButton({ children, onClick, to, disabled, size, testId, icon }: AddButtonProps) {
  const startIcon = icon ?? <AddOutlined />;
  const common = { variant: 'contained', startIcon, disabled, size, 'data-testid': testId } as const;
  return to ? (
    <Button {...common} component={RouterLink} to={to}>
      {children}
    </Button>
  ) : (
    <Button {...common} onClick={onClick}>
      {children}
    </Button>
  );
}
