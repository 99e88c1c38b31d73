// The terms of use or the privacy policy, readable in a dialog. Loaded lazily: Modal stays off the first paint.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type TermsDocument = 'terms' | 'privacy';

export interface TermsDialogProps {
  document: TermsDocument;
  onClose: () => void;
  /** Ticks the agreement box and closes. */
  onAgree: () => void;
}

function TermsOfUse() {
  const { t } = useTranslation('session');
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.use.p1')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.use.p2')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.use.p3')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.use.p4')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.use.p5')}</Typography>
    </>
  );
}

function PrivacyPolicy() {
  const { t } = useTranslation('session');
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.privacy.p1')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.privacy.p2')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.privacy.p3')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.privacy.p4')}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t('session:terms.privacy.p5')}</Typography>
    </>
  );
}

export default function TermsDialog({ document, onClose, onAgree }: TermsDialogProps) {
  const { t } = useTranslation('session');
  const titleId = `terms-dialog-title-${document}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} scroll="paper" maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {document === 'terms' ? t('session:terms.use.title') : t('session:terms.privacy.title')}
      </DialogTitle>
      <DialogContent dividers>{document === 'terms' ? <TermsOfUse /> : <PrivacyPolicy />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
        <Button variant="contained" onClick={onAgree}>
          {t('session:terms.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
