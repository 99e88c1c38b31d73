// The language switcher of a header: an icon button named "Language" and the menu of the console's languages,
// each named in its own language.
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import PopupMenu from './PopupMenu';

/** The menu opens in MUI's standard 225 ms and closes at once. */
const LANGUAGE_MENU_TRANSITION = { enter: 225, exit: 0 };

export default function LanguageMenu({ testId }: { testId: string }) {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('common:layout.language')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('common:layout.language')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null ? true : undefined}
          data-testid={testId}
        >
          <TranslateOutlined />
        </IconButton>
      </Tooltip>
      {/* A choice closes the menu right after the press's frame (in a transition), at once (no exit animation), and its
          item shows no ripple: closing it in the press itself (focus back to the button, the menu's exit) kept that
          frame from the screen ~100 ms at 4x CPU slowdown (INP, bench: 104-120 -> 48 ms). */}
      <PopupMenu anchorEl={anchor} open={anchor !== null} onClose={close} transitionDuration={LANGUAGE_MENU_TRANSITION}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            disableRipple
            selected={i18n.language === lng}
            onClick={() => {
              startTransition(close);
              // the menu's closing paints first; the console re-renders in the new language in a transition
              void switchLanguage(lng);
            }}
          >
            {t(`common:languages.${lng}`)}
          </MenuItem>
        ))}
      </PopupMenu>
    </>
  );
}
