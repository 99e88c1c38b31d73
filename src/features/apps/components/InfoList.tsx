// A list of labelled values (a description list) that wraps long values instead of widening the page.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

export default function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={item.testId}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
