// The way from the root to the folder shown (drive folders, bucket prefixes); every step but the last opens it.
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface PathStep<K> {
  key: K;
  name: string;
}

export interface PathBreadcrumbsProps<K> {
  steps: readonly PathStep<K>[];
  onOpen(key: K): void;
  label: string;
  testId?: string;
}

export default function PathBreadcrumbs<K>({ steps, onOpen, label, testId }: PathBreadcrumbsProps<K>) {
  return (
    <Breadcrumbs aria-label={label} sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }} data-testid={testId}>
      {steps.map((step, i) =>
        i === steps.length - 1 ? (
          <Typography
            key={String(step.key)}
            color="text.primary"
            aria-current="page"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {i === 0 ? <FolderOpenOutlined fontSize="small" aria-hidden /> : null}
            {step.name}
          </Typography>
        ) : (
          <Link
            key={String(step.key)}
            component="button"
            type="button"
            underline="hover"
            onClick={() => onOpen(step.key)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {i === 0 ? <FolderOpenOutlined fontSize="small" aria-hidden /> : null}
            {step.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
