// An ID (or another value worth copying) as text with a copy button beside it; long values wrap.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import CopyButton from '@/components/CopyButton';

export default function IdText({ value, label }: { value: string | null | undefined; label?: string }) {
  const { t } = useTranslation(['compute']);
  if (!value) return <span>—</span>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, minWidth: 0, maxWidth: '100%' }}
    >
      <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Box>
      <CopyButton text={value} label={label ?? t('compute:copyId', { id: value })} />
    </Box>
  );
}
