// notistack, mounted beside the router (its own chunk, see notify.ts): takes the queued messages and every new one.
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import {
  MaterialDesignContent,
  SnackbarProvider,
  closeSnackbar,
  enqueueSnackbar,
  type SnackbarKey,
  type VariantType,
} from 'notistack';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationHost, type SnackLink } from '@/lib/notify';

/** notistack's own colours put white text on 2.1–3.3:1 backgrounds; these meet WCAG AA (4.5:1 or more). */
const AccessibleSnackbar = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});
const SNACKBAR_COMPONENTS = {
  default: AccessibleSnackbar,
  success: AccessibleSnackbar,
  error: AccessibleSnackbar,
  warning: AccessibleSnackbar,
  info: AccessibleSnackbar,
};

/** A message's link and its dismiss button; a hash route, as the host sits beside the router (a plain anchor). */
const linkAction = (link: SnackLink, dismiss: (key: SnackbarKey) => ReactNode) => (key: SnackbarKey) => (
  <>
    <Button size="small" color="inherit" href={`#${link.to}`} onClick={() => closeSnackbar(key)}>
      {link.label}
    </Button>
    {dismiss(key)}
  </>
);

export default function SnackbarHost() {
  const { t } = useTranslation('common');

  const dismiss = (key: SnackbarKey) => (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('common:actions.dismiss')}
      onClick={() => closeSnackbar(key)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  // the latest dismiss button (its text in the current language) for messages with a link
  const latestDismiss = useRef(dismiss);
  useEffect(() => {
    latestDismiss.current = dismiss;
  });

  useEffect(
    () =>
      notificationHost.attach(
        (snack) => {
          enqueueSnackbar(snack.text, {
            variant: snack.kind as VariantType,
            preventDuplicate: snack.dedupe,
            ...(snack.link ? { action: linkAction(snack.link, (key) => latestDismiss.current(key)) } : {}),
            ...(snack.autoHideMs ? { autoHideDuration: snack.autoHideMs } : {}),
          });
        },
        () => closeSnackbar(),
      ),
    [],
  );

  return (
    <SnackbarProvider
      maxSnack={4}
      Components={SNACKBAR_COMPONENTS}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      action={dismiss}
    />
  );
}
