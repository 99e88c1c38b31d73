// An instance's runtime, ticking every second while the instance holds its container (from the server's
// count at fetch time plus the time since).
import { memo } from 'react';
import { formatDuration } from '@/components/format';
import type { InstanceStatus } from '../api';
import { runtimeCounts } from '../status';
import { useNow } from '../useNow';

export function runtimeMs(runtimeSeconds: number | undefined, status: InstanceStatus, fetchedAt: number, now: number) {
  if (runtimeSeconds === undefined || runtimeSeconds === null) return null;
  const base = runtimeSeconds * 1000;
  return runtimeCounts(status) && fetchedAt > 0 ? base + Math.max(0, now - fetchedAt) : base;
}

function Ticking({ runtimeSeconds, status, fetchedAt }: RuntimeTextProps) {
  const now = useNow();
  return <span data-testid="runtime">{formatDuration(runtimeMs(runtimeSeconds, status, fetchedAt, now))}</span>;
}

export interface RuntimeTextProps {
  runtimeSeconds: number | undefined;
  status: InstanceStatus;
  /** When the server's count was read (ms). */
  fetchedAt: number;
}

/** Memoised: a grid re-renders every cell when any of its props changes; an unchanged one is not drawn again. */
export default memo(function RuntimeText(props: RuntimeTextProps) {
  if (!runtimeCounts(props.status))
    return (
      <span data-testid="runtime">
        {formatDuration(runtimeMs(props.runtimeSeconds, props.status, props.fetchedAt, props.fetchedAt))}
      </span>
    );
  return <Ticking {...props} />;
});
