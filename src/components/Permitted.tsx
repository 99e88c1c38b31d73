// Wraps a control the role may not use: disabled, with `No operation permission` as its tooltip and accessible name.
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export default function Permitted({ allowed, children }: { allowed: boolean; children: ReactElement }) {
  const { t } = useTranslation('common');
  if (allowed) return children;
  // A disabled button fires no events: the span carries the tooltip (and is focusable for keyboard users).
  return (
    <Tooltip title={t('common:http.noPermission')}>
      <span
        tabIndex={0}
        aria-label={t('common:http.noPermission')}
        data-testid="no-permission"
        style={{ display: 'inline-flex' }}
      >
        {children}
      </span>
    </Tooltip>
  );
}
