// One decision for every form that spends (docs/product-rules.md#cost-and-quota-preflight): while the preflight of
// what the form is about to buy refuses it, the form's submit is disabled and a submit that comes anyway (Enter in a
// field, or a press that the check's refusal overtook) sends nothing; the refusal and what to change are what
// PreflightBlock shows, as an alert. FormDialog holds a gate for its fields; a page's own form holds one with
// useRefusalGate. PreflightSection reports to the nearest gate.
import { createContext, useContext, useEffect, useState } from 'react';

type Report = (refused: boolean) => void;

const GateContext = createContext<Report | null>(null);

/** Provides a gate to the preflight inside a form: `value` is the gate's `report`. */
export const RefusalGate = GateContext.Provider;

/** A form's gate: whether the preflight inside it refuses, and how the preflight tells it. */
export function useRefusalGate(): { refused: boolean; report: Report } {
  const [refused, report] = useState(false);
  return { refused, report };
}

/** The preflight's side: tells the nearest gate whether it refuses, and that it no longer does once it is gone. */
export function useReportRefusal(refused: boolean): void {
  const report = useContext(GateContext);
  if (!report) throw new Error('A preflight needs the refusal gate of its form (FormDialog, or RefusalGate)');
  useEffect(() => report(refused), [report, refused]);
  useEffect(() => () => report(false), [report]);
}
