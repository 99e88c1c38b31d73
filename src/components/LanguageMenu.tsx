// The language switcher of a header: an icon button named "Language" and the menu of the console's languages,
// each named in its own language.
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import PopupMenu from './PopupMenu';

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
          data-testid={testId}
        >
          <TranslateOutlined />
        </IconButton>
      </Tooltip>
      <PopupMenu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={i18n.language === lng}
            onClick={() => {
              close();
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
