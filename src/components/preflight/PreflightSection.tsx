// The preflight block for a form whose values live in Formik (a FormDialog's children): it checks `request` and
// tells the form whether it refuses (`onBlocked`), so the form disables submit and never sends a refused
// purchase. docs/product-rules.md#cost-and-quota-preflight
import { useEffect } from 'react';
import PreflightBlock from './PreflightBlock';
import { usePreflight, type PreflightRequest } from './usePreflight';

export default function PreflightSection({
  request,
  onBlocked,
}: {
  request: PreflightRequest | null;
  onBlocked(blocked: boolean): void;
}) {
  const preflight = usePreflight(request);
  useEffect(() => {
    onBlocked(preflight.blocked);
  }, [preflight.blocked, onBlocked]);
  useEffect(() => () => onBlocked(false), [onBlocked]);
  return <PreflightBlock preflight={preflight} />;
}
