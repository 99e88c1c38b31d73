// Copies a text to the clipboard and says `copied successfully` (docs/product-rules.md#calls-and-errors), or that copying failed.
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { InGridRows } from './inGridRows';

/** Copies a text and says so (or that copying failed): the one copy behaviour of buttons and menu items. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation('common');
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notify.success(t('common:actions.copied'));
      } catch {
        notify.error(t('common:actions.copyFailed'));
      }
    },
    [t],
  );
}

export interface CopyButtonProps {
  text: string;
  /** Accessible name and tooltip (defaults to Copy). */
  label?: string;
  size?: 'small' | 'medium';
  testId?: string;
}

export default function CopyButton({ text, label, size = 'small', testId }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const name = label ?? t('common:actions.copy');
  const copy = useCopy();
  const inGridRows = use(InGridRows);
  const button = (
    <IconButton
      aria-label={name}
      title={inGridRows ? name : undefined}
      size={size}
      onClick={() => void copy(text)}
      data-testid={testId}
    >
      <ContentCopyOutlined fontSize="inherit" />
    </IconButton>
  );
  // In grid rows the browser's tooltip (the title) says the same at a fraction of the cost.
  return inGridRows ? button : <Tooltip title={name}>{button}</Tooltip>;
}
