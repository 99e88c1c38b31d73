// Text in a fixed-height grid cell: wraps onto at most `lines` lines, then ends with an ellipsis; the whole text
// stays available as the tooltip (and in the CSV export, which reads the row, not the cell).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export default function CellText({
  text,
  lines = 2,
  mono,
  centred,
  children,
}: {
  text: string | null | undefined;
  lines?: number;
  /** Monospace (IDs, addresses). */
  mono?: boolean;
  /** Vertically centred in the cell's full height. */
  centred?: boolean;
  /** Shown instead of the plain text (a link, ...); `text` stays the tooltip. */
  children?: ReactNode;
}) {
  const clamped = (
    <Box
      component={mono ? 'code' : 'span'}
      title={text ?? undefined}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        lineHeight: 1.35,
        fontSize: mono ? 12 : undefined,
      }}
    >
      {children ?? (text || '—')}
    </Box>
  );
  if (!centred) return clamped;
  return <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 }}>{clamped}</Box>;
}
