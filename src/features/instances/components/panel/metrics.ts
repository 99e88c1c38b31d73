// Numbers behind the monitoring charts and their text alternatives.
export interface TimePointSeries {
  label: string;
  points: { time: string; value: number }[];
}

export interface Summary {
  latest: number;
  average: number;
  min: number;
  max: number;
}

/** Latest, average, lowest and highest of a series (zeros for an empty one). */
export function summarise(values: readonly number[]): Summary {
  if (!values.length) return { latest: 0, average: 0, min: 0, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  let total = 0;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
    total += v;
  }
  return { latest: values[values.length - 1], average: total / values.length, min, max };
}
