// A page's "nothing to show" state: not found, nothing chosen yet, failed to load; with the way on.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface StateMessageProps {
  severity?: 'info' | 'warning' | 'error';
  children: ReactNode;
  /** A link onwards (label and path). */
  link?: { label: string; to: string };
  /** A button (e.g. retry). */
  action?: { label: string; onClick(): void };
  testId?: string;
}

export default function StateMessage({ severity = 'info', children, link, action, testId }: StateMessageProps) {
  return (
    <Alert
      severity={severity}
      data-testid={testId}
      sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        <Stack direction="row" spacing={1}>
          {action ? (
            <Button color="inherit" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
          {link ? (
            <Button color="inherit" size="small" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ) : null}
        </Stack>
      }
    >
      {children}
    </Alert>
  );
}
