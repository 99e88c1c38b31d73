// notistack, mounted beside the router (its own chunk, see notify.ts): takes the queued messages and every new one.
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationHost } from '@/lib/notify';

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

export default function SnackbarHost() {
  const { t } = useTranslation('common');

  useEffect(
    () =>
      notificationHost.attach(
        (snack) => {
          enqueueSnackbar(snack.text, {
            variant: snack.kind as VariantType,
            preventDuplicate: snack.dedupe,
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
      action={(key) => (
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('common:actions.dismiss')}
          onClick={() => closeSnackbar(key)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    />
  );
}
