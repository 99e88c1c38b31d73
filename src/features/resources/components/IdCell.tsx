// An identifier (ID, URL, command) in monospace that wraps anywhere, with its copy button.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import CopyButton from '@/components/CopyButton';

export interface IdCellProps {
  text: string;
  /** Accessible name of the copy button. */
  copyLabel: string;
  testId?: string;
}

export default function IdCell({ text, copyLabel, testId }: IdCellProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0, width: '100%' }} data-testid={testId}>
      <Box
        component="span"
        sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere', minWidth: 0, flexGrow: 1 }}
      >
        {text}
      </Box>
      {text ? <CopyButton text={text} label={copyLabel} /> : null}
    </Stack>
  );
}
