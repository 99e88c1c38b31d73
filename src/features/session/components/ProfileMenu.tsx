// The signed-in user's menu, in the console's app bar and the portal's header: the user's name, the profile page
// and sign-out.
import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import PopupMenu from '@/components/PopupMenu';
import { logoutRequested, selectSession } from '../slice';

export interface ProfileMenuProps {
  /** The menu button's test id. */
  testId: string;
  signOutTestId: string;
  /** The button shows the user's picture, when there is one. */
  showAvatar?: boolean;
}

export default function ProfileMenu({ testId, signOutTestId, showAvatar }: ProfileMenuProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { currentUser } = useAppSelector(selectSession);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const userName = currentUser ? String(currentUser.nickname ?? currentUser.username ?? currentUser.email ?? '') : '';
  const avatar =
    showAvatar && typeof currentUser?.avatar === 'string' && currentUser.avatar ? currentUser.avatar : null;

  return (
    <>
      <Tooltip title={t('common:layout.account')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('common:layout.account')}
          aria-haspopup="menu"
          data-testid={testId}
        >
          {avatar ? (
            // a plain round image: MUI's Avatar (and its fallback icon) would cost every console page ~1 KB
            <Box
              component="img"
              src={avatar}
              alt=""
              sx={{ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <AccountCircle />
          )}
        </IconButton>
      </Tooltip>
      <PopupMenu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {userName ? (
          <MenuItem disabled sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal', maxWidth: 280 }}>
            {userName}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            navigate('/account');
          }}
        >
          {t('common:layout.profile')}
        </MenuItem>
        <MenuItem
          data-testid={signOutTestId}
          onClick={() => {
            close();
            dispatch(logoutRequested());
          }}
        >
          {t('common:layout.signOut')}
        </MenuItem>
      </PopupMenu>
    </>
  );
}
