// A chart with its text alternative: a titled figure whose caption sums the data up in words, and a data table
// (collapsed under the chart) holding every value the chart draws. Loading, error (with retry) and empty states
// take the chart's place.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export interface ChartFigureProps {
  title: string;
  /** What the chart shows, in words (its text alternative). */
  summary: string;
  table: ChartTable;
  loading: boolean;
  error?: unknown;
  onRetry?(): void;
  empty: boolean;
  height: number;
  testId: string;
  children: ReactNode;
}

export default function ChartFigure({
  title,
  summary,
  table,
  loading,
  error,
  onRetry,
  empty,
  height,
  testId,
  children,
}: ChartFigureProps) {
  const { t } = useTranslation(['apiUsage', 'common']);
  const titleId = useId();
  const failed = Boolean(error) && !loading;
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      data-points={failed || loading ? undefined : table.rows.length}
      sx={{ m: 0, p: 2, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: 15, fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {loading && table.rows.length === 0 ? (
        <Skeleton variant="rounded" height={height} role="progressbar" aria-label={t('common:states.loading')} />
      ) : failed ? (
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('common:actions.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('apiUsage:metrics.chartFailed')}
        </Alert>
      ) : empty ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('apiUsage:metrics.noCalls')}</Typography>
        </Box>
      ) : (
        <Box sx={{ height, minWidth: 0, opacity: loading ? 0.6 : 1 }}>{children}</Box>
      )}
      {failed ? null : (
        <>
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {summary}
          </Typography>
          {table.rows.length ? (
            <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
              <summary>{t('apiUsage:metrics.showTable')}</summary>
              <Box sx={{ overflowX: 'auto', maxHeight: 280, mt: 1 }}>
                <Box
                  component="table"
                  sx={{
                    borderCollapse: 'collapse',
                    width: '100%',
                    fontSize: 12,
                    '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'right' },
                    '& th:first-of-type, & td:first-of-type': { textAlign: 'left', overflowWrap: 'anywhere' },
                  }}
                >
                  <caption style={{ textAlign: 'left' }}>{title}</caption>
                  <thead>
                    <tr>
                      {table.columns.map((c) => (
                        <th key={c} scope="col">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody data-testid={`${testId}-rows`}>
                    {table.rows.map((row, i) => (
                      <tr key={i}>
                        {row.map((cell, j) =>
                          j === 0 ? (
                            <th key={j} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={j}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </Box>
              </Box>
            </Box>
          ) : null}
        </>
      )}
    </Paper>
  );
}
