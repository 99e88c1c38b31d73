// How to reach a bucket with the organisation's access key: endpoint, bucket, S3 URI and access key ID, each with
// copy, and an example command. The secret is never shown here: it is shown once when the key is created or
// rotated, in the organisation's info, where keys are managed.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CopyButton from '@/components/CopyButton';
import { useQueryAccessKeyQuery, type BucketDetail } from '../api';

function Field({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: ReactNode;
  copyLabel?: string;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        alignItems: 'center',
        gap: 1,
        py: 0.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Typography>
        {copyLabel && typeof value === 'string' ? <CopyButton text={value} label={copyLabel} /> : null}
      </Stack>
    </Box>
  );
}

export default function BucketConnection({ bucket }: { bucket: BucketDetail }) {
  const { t } = useTranslation(['storage', 'common']);
  const { data, isLoading } = useQueryAccessKeyQuery({});
  const key = data?.data ?? null;
  const accessKeyId = key?.accessKeyId ?? bucket.accessKeyId ?? null;
  const endpoint = bucket.endpoint ?? '';
  const command = `aws s3 ls s3://${bucket.name}/ --endpoint-url ${endpoint}`;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="bucket-connection">
      <Typography variant="h2" component="h2" gutterBottom>
        {t('storage:detail.connection')}
      </Typography>
      <Field
        label={t('storage:detail.endpoint')}
        value={endpoint || '—'}
        copyLabel={t('storage:detail.copyEndpoint')}
      />
      <Field label={t('storage:detail.bucket')} value={bucket.name} copyLabel={t('storage:detail.copyBucket')} />
      <Field
        label={t('storage:detail.s3Uri')}
        value={bucket.s3Uri ?? `s3://${bucket.name}`}
        copyLabel={t('storage:detail.copyS3Uri')}
      />
      {isLoading ? (
        <Skeleton width={280} />
      ) : accessKeyId ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
            alignItems: 'center',
            gap: 1,
            py: 0.5,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('storage:detail.accessKeyId')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              data-testid="access-key-id"
            >
              {accessKeyId}
            </Typography>
            <CopyButton text={accessKeyId} label={t('storage:detail.copyAccessKeyId')} />
            {key?.status === 'disabled' ? (
              <Chip size="small" label={t('storage:detail.keyDisabled')} color="warning" variant="outlined" />
            ) : null}
          </Stack>
        </Box>
      ) : (
        <Field label={t('storage:detail.accessKeyId')} value={t('storage:detail.noAccessKey')} testId="access-key-id" />
      )}
      <Field label={t('storage:detail.exampleCommand')} value={command} copyLabel={t('storage:detail.copyCommand')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('storage:detail.secretNote')}{' '}
        <Link component={RouterLink} to="/org-info" data-testid="manage-keys-link">
          {t('storage:detail.manageKeys')}
        </Link>
      </Typography>
    </Paper>
  );
}
