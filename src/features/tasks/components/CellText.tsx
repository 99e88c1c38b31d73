// Text in a fixed-height grid cell: wraps onto at most `lines` lines, then ends with an ellipsis; the whole text
// stays available as the tooltip (and in the CSV export, which reads the row, not the cell).
import Box from '@mui/material/Box';

export default function CellText({
  text,
  lines = 2,
  mono,
}: {
  text: string | null | undefined;
  lines?: number;
  mono?: boolean;
}) {
  const shown = text || '—';
  return (
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
      {shown}
    </Box>
  );
}
