// The row menu of an instance: its management panel and terminal, copying its SSH command, then every action, each
// enabled only in the statuses that allow it and for people allowed to act on the instance (`No operation
// permission` otherwise).
import MoreVert from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCopy } from '@/components/CopyButton';
import { rowButtonProps } from '@/components/inGridRows';
import PopupMenu from '@/components/PopupMenu';
import { parseSshCommand, sshCommand } from '@/lib/snippets';
import type { Instance } from '../api';
import { actionApplies, isUp, visibleActions, type InstanceAction } from '../status';
import { actionLabels } from './actions/actionTexts';

export interface InstanceActionsMenuProps {
  instance: Instance;
  allowed: boolean;
  onAction(action: InstanceAction, instance: Instance): void;
}

/** Memoised: a grid re-renders every cell when any of its props changes; an unchanged one is not drawn again. */
const InstanceActionsMenu = memo(function InstanceActionsMenu({
  instance,
  allowed,
  onAction,
}: InstanceActionsMenuProps) {
  const { t } = useTranslation(['instances', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is built the first time it opens (a grid page has a row menu per row), then kept for its transitions.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        {...rowButtonProps}
        size="small"
        aria-label={t('instances:grid.actionsOf', { name: instance.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        data-testid="instance-actions"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {opened ? (
        <RowMenu id={menuId} anchor={anchor} close={close} instance={instance} allowed={allowed} onAction={onAction} />
      ) : null}
    </>
  );
});

export default InstanceActionsMenu;

function RowMenu({
  id,
  anchor,
  close,
  instance,
  allowed,
  onAction,
}: InstanceActionsMenuProps & { id: string; anchor: HTMLElement | null; close(): void }) {
  const { t } = useTranslation(['instances', 'common']);
  const labels = actionLabels(t);
  const copy = useCopy();
  const ssh = isUp(instance.status) ? parseSshCommand(instance.sshCommand) : null;
  return (
    <>
      <PopupMenu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={`/management-panel?id=${encodeURIComponent(instance.id)}`} onClick={close}>
          {t('instances:grid.openPanel')}
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={`/XTerm?id=${encodeURIComponent(instance.id)}`}
          disabled={!allowed || !isUp(instance.status)}
          onClick={close}
        >
          {t('instances:grid.openTerminal')}
        </MenuItem>
        <MenuItem
          disabled={!allowed || !ssh}
          onClick={() => {
            close();
            if (ssh) void copy(sshCommand(ssh));
          }}
          data-testid="copy-ssh-command"
        >
          <ListItemText
            primary={t('instances:grid.copySsh')}
            secondary={ssh ? sshCommand(ssh) : t('instances:grid.noSsh')}
            slotProps={{ secondary: { sx: { fontFamily: 'monospace' } } }}
          />
        </MenuItem>
        <Divider />
        {!allowed ? (
          <MenuItem disabled>
            <ListItemText primary={t('common:http.noPermission')} />
          </MenuItem>
        ) : null}
        {visibleActions(instance).map((action) => (
          <MenuItem
            key={action}
            disabled={!allowed || !actionApplies(action, instance)}
            onClick={() => {
              close();
              onAction(action, instance);
            }}
            sx={action === 'release' || action === 'reset' ? { color: 'error.main' } : undefined}
            data-action={action}
          >
            {labels[action]}
          </MenuItem>
        ))}
      </PopupMenu>
    </>
  );
}
