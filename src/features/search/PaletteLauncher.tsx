// What the app bar holds of the command palette: its button and the Ctrl+K / ⌘K shortcut. The palette itself (its
// UI, texts and search) is a separate chunk, fetched the first time it is opened.
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { CommandPaletteProps } from './CommandPalette';

export default function PaletteLauncher({ label }: { label: string }) {
  const [Palette, setPalette] = useState<ComponentType<CommandPaletteProps> | null>(null);
  const [open, setOpen] = useState(false);

  const show = () => {
    setOpen(true);
    // a failed fetch leaves the button as it was: the next press tries again
    if (!Palette)
      import(/* webpackChunkName: "palette" */ './CommandPalette').then(
        (m) => setPalette(() => m.default),
        () => setOpen(false),
      );
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // a web terminal keeps its own Ctrl+K
      if ((e.target as Element | null)?.closest?.('.xterm')) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={show}
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="palette-button"
        >
          <SearchOutlined />
        </IconButton>
      </Tooltip>
      {Palette ? (
        <Suspense fallback={null}>
          <Palette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
