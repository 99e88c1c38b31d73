// The sign-in screens' language choice: three plain buttons (a menu would pull Popover and Modal into the page).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';

export default function LanguageSwitcher() {
  const { t, i18n } = useTranslation('session');
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5 }}
      role="group"
      aria-label={t('session:auth.language')}
      data-testid="auth-language"
    >
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          lang={lng}
          size="small"
          color={i18n.language === lng ? 'primary' : 'inherit'}
          aria-pressed={i18n.language === lng}
          onClick={() => void switchLanguage(lng)}
          sx={{ minWidth: 0, px: 1 }}
        >
          {lng === 'zh-CN'
            ? t('common:languages.zh-CN')
            : lng === 'en-US'
              ? t('common:languages.en-US')
              : t('common:languages.ja-JP')}
        </Button>
      ))}
    </Box>
  );
}
