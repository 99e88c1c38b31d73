// A task's run time: the server's figure, counted on every second while the task runs (from when the list
// was fetched, so a client clock that differs from the server's does not skew it).
import { createContext, useContext, useEffect, useState } from 'react';
import { formatDuration } from '@/components/format';

/** When the list holding the durations was answered (RTK Query's fulfilledTimeStamp). */
export const FetchedAtContext = createContext<number | undefined>(undefined);

export function useNow(intervalMs: number, enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
  return now;
}

/** Milliseconds run: the server's seconds plus what has passed since it answered, while running. */
export function runMillis(
  seconds: number | undefined,
  running: boolean,
  fetchedAt: number | undefined,
  now: number,
): number | null {
  if (seconds === undefined || seconds === null) return null;
  const extra = running && fetchedAt ? Math.max(0, now - fetchedAt) : 0;
  return seconds * 1000 + extra;
}

export default function RunDuration({ seconds, running }: { seconds: number | undefined; running: boolean }) {
  const fetchedAt = useContext(FetchedAtContext);
  const [mountedAt] = useState(() => Date.now());
  const now = useNow(1000, running);
  return (
    <span data-testid="task-duration" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatDuration(runMillis(seconds, running, fetchedAt ?? mountedAt, now))}
    </span>
  );
}
