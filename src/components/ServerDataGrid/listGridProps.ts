// A list call's answer as a grid's props: the page's rows and total, the loading bar, the error and its retry.
export function listGridProps<R>(
  page: { list?: R[]; total?: number } | null | undefined,
  loading: boolean,
  error: unknown,
  refetch: () => unknown,
) {
  return { rows: page?.list, rowCount: page?.total, loading, error, onRetry: () => void refetch() };
}
