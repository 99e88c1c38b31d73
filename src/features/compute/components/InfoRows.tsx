// Label / value rows of a detail view (a drawer, a detail page), as a description list.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

export default function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {r.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={r.testId}>
            {r.value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
