// Figures of an access series, for the analytics page's summaries and its charts' text alternatives.

export interface SeriesSummary {
  total: number;
  /** Per day, rounded. */
  average: number;
  peak: { date: string; value: number } | null;
}

export function summarise<P extends { date: string }>(
  points: readonly P[],
  value: (p: P) => number | undefined,
): SeriesSummary {
  let total = 0;
  let peak: SeriesSummary['peak'] = null;
  for (const p of points) {
    const v = value(p) ?? 0;
    total += v;
    if (!peak || v > peak.value) peak = { date: p.date, value: v };
  }
  return { total, average: points.length ? Math.round(total / points.length) : 0, peak };
}

/** Change of the last 30 days against the 30 before them, in percent (null when there is nothing to compare). */
export function monthOverMonth(points: readonly { calls: number }[]): number | null {
  if (points.length < 60) return null;
  const sum = (from: number, to: number) => points.slice(from, to).reduce((s, p) => s + p.calls, 0);
  const last = sum(points.length - 30, points.length);
  const before = sum(points.length - 60, points.length - 30);
  return before > 0 ? Math.round(((last - before) / before) * 1000) / 10 : null;
}
