// An identifier (ID, URL, command) in monospace that wraps anywhere, with its copy button. In a fixed-height grid
// row (`lines`) it stops after that many lines with an ellipsis, the whole text as its tooltip (CellText).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import CellText from '@/components/CellText';
import CopyButton from '@/components/CopyButton';

export interface IdCellProps {
  text: string;
  /** Accessible name of the copy button. */
  copyLabel: string;
  /** At most this many lines (for rows of a fixed height); all of it when not given. */
  lines?: number;
  testId?: string;
}

/** The text takes the row's free width; the copy button keeps its place at the end. */
const FILL = { minWidth: 0, flexGrow: 1 } as const;

export default function IdCell({ text, copyLabel, lines, testId }: IdCellProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', minWidth: 0, width: '100%', height: lines ? '100%' : undefined }}
      data-testid={testId}
    >
      {lines ? (
        <span style={FILL}>
          <CellText text={text} lines={lines} mono />
        </span>
      ) : (
        <Box
          component="span"
          // the grid's cells do not wrap (white-space: nowrap): without this the text runs under the copy button
          sx={{ ...FILL, fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        >
          {text}
        </Box>
      )}
      {text ? <CopyButton text={text} label={copyLabel} /> : null}
    </Stack>
  );
}
