// An ID in a grid cell, cut with an ellipsis when narrow, with its copy button.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import CopyButton from '@/components/CopyButton';

export default function CopyableId({ id, label, children }: { id: string; label: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, height: '100%' }}>
      <Box component="span" title={id} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children ?? id}
      </Box>
      <CopyButton text={id} label={label} />
    </Box>
  );
}
