// A long machine text (key, URL, ID) in monospace that wraps anywhere, with a copy button beside it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CopyButton from '@/components/CopyButton';

export interface CopyableTextProps {
  text: string | null | undefined;
  copyLabel: string;
  testId?: string;
  /** Keeps it on one line, cut with an ellipsis (grid cells); the full text is in the title and the copy. */
  noWrap?: boolean;
}

export function CopyableText({ text, copyLabel, testId, noWrap }: CopyableTextProps) {
  if (!text) return <Typography component="span">—</Typography>;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
      <Box
        component="span"
        title={noWrap ? text : undefined}
        data-testid={testId}
        sx={{
          fontFamily: 'monospace',
          minWidth: 0,
          ...(noWrap
            ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
            : { overflowWrap: 'anywhere' }),
        }}
      >
        {text}
      </Box>
      <CopyButton text={text} label={copyLabel} />
    </Stack>
  );
}
