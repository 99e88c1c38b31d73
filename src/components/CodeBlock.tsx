// A titled block of code or a command with a copy button; the text is rendered as text, never as HTML.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import CopyButton from './CopyButton';

export interface CodeBlockProps {
  title?: ReactNode;
  code: string;
  copyLabel: string;
  testId?: string;
  /** Drawn without its own frame, e.g. inside tabs that already have one. */
  bare?: boolean;
}

export default function CodeBlock({ title, code, copyLabel, testId, bare }: CodeBlockProps) {
  const body = (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: title ? 'space-between' : 'flex-end' }}>
        {title ? (
          <Typography variant="h3" component="h3">
            {title}
          </Typography>
        ) : null}
        <CopyButton text={code} label={copyLabel} testId={testId ? `${testId}-copy` : undefined} />
      </Stack>
      <Box
        component="pre"
        data-testid={testId}
        sx={{
          m: 0,
          mt: title ? 1 : 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 320,
          overflow: 'auto',
        }}
      >
        {code}
      </Box>
    </>
  );
  return bare ? (
    <Box sx={{ minWidth: 0 }}>{body}</Box>
  ) : (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      {body}
    </Paper>
  );
}
