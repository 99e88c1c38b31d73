// The side menu: groups of docs/product-rules.md#routes-and-guards, collapsible, the current entry highlighted, usable by keyboard.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { groupOf, isActive, MENU, type MenuEntry } from './menu';

/**
 * A label too long for the menu wraps between words only: `keep-all` keeps CJK words whole, so a Japanese label
 * breaks where its text marks a word boundary (a zero-width space), never mid-word.
 */
const LABEL_SLOT_PROPS = { primary: { sx: { wordBreak: 'keep-all', overflowWrap: 'anywhere' } } } as const;

function entryLabel(t: (k: string) => string, e: MenuEntry): string {
  return t(e.labelKey ?? `common:routes.${e.routeKey}`);
}

interface SideMenuProps {
  compact: boolean;
  onNavigate?: () => void;
}

/**
 * Only the path and its `tab` decide which entry is current: a grid's page, sort or filter changing the rest of the
 * address does not render the menu again (its ~20 entries, their texts and tooltips, on every page change).
 */
export default function SideMenu(props: SideMenuProps) {
  const { pathname, search } = useLocation();
  const tab = new URLSearchParams(search).get('tab');
  return <MenuBody {...props} pathname={pathname} search={tab === null ? '' : `?tab=${encodeURIComponent(tab)}`} />;
}

const MenuBody = memo(function MenuBody({
  compact,
  onNavigate,
  pathname,
  search,
}: SideMenuProps & { pathname: string; search: string }) {
  const { t } = useTranslation('common');
  const current = groupOf(pathname, search);
  const [open, setOpen] = useState<Record<string, boolean>>(() => (current ? { [current]: true } : {}));

  useEffect(() => {
    if (current) setOpen((o) => (o[current] ? o : { ...o, [current]: true }));
  }, [current]);

  return (
    <nav aria-label={t('common:menu.navigation')}>
      <List component="ul" dense sx={{ py: 1 }}>
        {MENU.map((group) => {
          const Icon = group.icon;
          const groupLabel = t(`common:menu.groups.${group.key}`);
          if (group.entries.length === 1) {
            const only = group.entries[0];
            const selected = isActive(only, pathname, search);
            return (
              <li key={group.key} style={{ listStyle: 'none' }}>
                <Tooltip title={compact ? groupLabel : ''} placement="right">
                  <ListItemButton
                    component={RouterLink}
                    to={only.to}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    onClick={onNavigate}
                    data-testid={`menu-${only.routeKey}`}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    {!compact && <ListItemText primary={groupLabel} slotProps={LABEL_SLOT_PROPS} />}
                  </ListItemButton>
                </Tooltip>
              </li>
            );
          }
          const isOpen = Boolean(open[group.key]) && !compact;
          const listId = `menu-group-${group.key}`;
          return (
            <li key={group.key} style={{ listStyle: 'none' }}>
              <Tooltip title={compact ? groupLabel : ''} placement="right">
                <ListItemButton
                  onClick={() => setOpen((o) => ({ ...o, [group.key]: !o[group.key] }))}
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  selected={compact && current === group.key}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {!compact && <ListItemText primary={groupLabel} slotProps={LABEL_SLOT_PROPS} />}
                  {!compact && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
                </ListItemButton>
              </Tooltip>
              <Collapse in={isOpen} timeout="auto" unmountOnExit>
                <List id={listId} component="ul" disablePadding dense>
                  {group.entries.map((e) => {
                    const selected = isActive(e, pathname, search);
                    return (
                      <li key={e.to} style={{ listStyle: 'none' }}>
                        <ListItemButton
                          component={RouterLink}
                          to={e.to}
                          selected={selected}
                          aria-current={selected ? 'page' : undefined}
                          onClick={onNavigate}
                          sx={{ pl: 6.5 }}
                          data-testid={`menu-${e.to.replace(/[/?=]/g, '-')}`}
                        >
                          <ListItemText primary={entryLabel(t, e)} slotProps={LABEL_SLOT_PROPS} />
                        </ListItemButton>
                      </li>
                    );
                  })}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </nav>
  );
});
