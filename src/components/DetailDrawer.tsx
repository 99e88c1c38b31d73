// The detail panel of one record, opened beside its list: a modal side drawer above the app bar, its heading
// naming the record (the drawer's accessible name) and a close button; the caller gives the body.
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailDrawerProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** The panel's width, e.g. `{ xs: '100%', md: 720 }`. */
  width: Record<string, number | string>;
  /** The panel's padding (theme spacing), by breakpoint where it differs. */
  padding?: number | Record<string, number>;
  /** A rule under the heading. */
  divider?: boolean;
  testId?: string;
  children?: ReactNode;
}

export default function DetailDrawer({
  open,
  title,
  onClose,
  width,
  padding = 3,
  divider,
  testId,
  children,
}: DetailDrawerProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // above the console's app bar, which sits over the side menu: a modal panel covers both
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width, p: padding },
          ...{ 'data-testid': testId },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: divider ? 1.5 : 2 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <IconButton aria-label={t('common:actions.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      {divider ? <Divider sx={{ mb: 2 }} /> : null}
      {children}
    </Drawer>
  );
}
