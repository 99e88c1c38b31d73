// The idle marker of a grid row as a button: it opens the one-step actions on what holds the idle GPU or
// instance (release or archive the instance, release the dedicated request early, see the history). The actions
// are the callers' existing ones; this only offers them.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowButtonProps } from '@/components/inGridRows';
import PopupMenu from '@/components/PopupMenu';

export interface IdleAction {
  key: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
}

export default function IdleActions({ name, actions }: { name: string; actions: IdleAction[] }) {
  const { t } = useTranslation('usage');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        {...rowButtonProps}
        size="small"
        color="warning"
        variant="outlined"
        aria-label={t('usage:idle.actOn', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="idle-actions"
        // the warning outline marks it; the text keeps the body's contrast (warning orange on white is under 4.5:1)
        sx={{ minWidth: 0, py: 0, px: 1, lineHeight: 1.6, color: 'text.primary', borderColor: 'warning.main' }}
      >
        {t('usage:idle.chip')}
      </Button>
      <PopupMenu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a.key}
            disabled={a.disabled}
            data-testid={`idle-action-${a.key}`}
            onClick={() => {
              setAnchor(null);
              a.onSelect();
            }}
          >
            {a.label}
          </MenuItem>
        ))}
      </PopupMenu>
    </>
  );
}
