// A task's (or a template's) grid cell: its name on one line and its ID, with a copy button, under it.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import CellText from '@/components/CellText';
import IdCell from '@/components/IdCell';

export default function NameIdCell({ name, id }: { name: string; id: string }) {
  const { t } = useTranslation('tasks');
  return (
    <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
      <CellText text={name} lines={1} />
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
        <IdCell text={id} copyLabel={t('tasks:copyId', { id })} />
      </Box>
    </Box>
  );
}
