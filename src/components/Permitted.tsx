// Wraps a control the role may not use: disabled, with `No operation permission` as its tooltip and accessible name.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
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

export interface PermittedIconButtonProps {
  allowed: boolean;
  /** The tooltip when allowed (what the button does). */
  title: string;
  /** The accessible name (what it does to what). */
  label: string;
  icon: ReactElement;
  color?: IconButtonProps['color'];
  onClick(): void;
}

/** A row's icon action that the role may or may not use: its tooltip when allowed, else disabled with the reason. */
export function PermittedIconButton({ allowed, title, label, icon, color, onClick }: PermittedIconButtonProps) {
  return (
    <Permitted allowed={allowed}>
      <Tooltip title={allowed ? title : ''}>
        <span>
          <IconButton size="small" color={color} aria-label={label} disabled={!allowed} onClick={onClick}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    </Permitted>
  );
}
