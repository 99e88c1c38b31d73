// "I have read and agree to the Terms of Use and Privacy Policy": the checkbox, with both documents a click away.
import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { Fragment, lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormCheckbox from '@/components/form/FormCheckbox';
import type { TermsDocument } from './TermsDialog';

const TermsDialog = lazy(() => import(/* webpackChunkName: "terms-dialog" */ './TermsDialog'));

const linkSx = {
  p: 0,
  m: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'primary.main',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '1px' },
} as const;

/**
 * Turns `<terms>…</terms>` and `<privacy>…</privacy>` in a translated sentence into buttons (react-i18next's
 * Trans would do it too, at ~4 KB gzip on the sign-in page).
 */
function withDocumentLinks(text: string, open: (document: TermsDocument) => (e: MouseEvent) => void): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(terms|privacy)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (m.index > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, m.index)}</Fragment>);
    const document = m[1] as TermsDocument;
    parts.push(
      <Box
        key={document}
        component="button"
        type="button"
        sx={linkSx}
        onClick={open(document)}
        data-testid={`open-${document}`}
      >
        {m[2]}
      </Box>,
    );
    last = tag.lastIndex;
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return parts;
}

export default function TermsField({ name = 'agreeTerms' }: { name?: string }) {
  const { t } = useTranslation('session');
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  const [open, setOpen] = useState<TermsDocument | null>(null);

  // A button inside the label would otherwise also toggle the box.
  const show = (document: TermsDocument) => (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setOpen(document);
  };

  return (
    <>
      <FormCheckbox name={name} label={<span>{withDocumentLinks(t('session:terms.agreement'), show)}</span>} />
      {open ? (
        <Suspense fallback={null}>
          <TermsDialog
            document={open}
            onClose={() => setOpen(null)}
            onAgree={() => {
              void setFieldValue(name, true);
              setOpen(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
