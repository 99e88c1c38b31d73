// The preflight block for a form whose values live in Formik (a FormDialog's children, or a page form inside a
// RefusalGate): it checks `request` and tells the form's gate whether it refuses, so the form disables submit and
// never sends a refused purchase. docs/product-rules.md#cost-and-quota-preflight
import PreflightBlock from './PreflightBlock';
import { useReportRefusal } from './refusalGate';
import { usePreflight, type PreflightRequest } from './usePreflight';

export default function PreflightSection({ request }: { request: PreflightRequest | null }) {
  const preflight = usePreflight(request);
  useReportRefusal(preflight.blocked);
  return <PreflightBlock preflight={preflight} />;
}
