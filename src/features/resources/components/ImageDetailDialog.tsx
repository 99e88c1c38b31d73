// One image in full: name, ID, source and its URL / user / project / file, pull command with copy, version,
// tags, description, size and status (refreshed while it builds or pulls).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes, formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import StatusChip from '@/components/StatusChip';
import { useGetImageQuery, useQueryGitlabProjectsQuery } from '../api';
import { TRANSITIONAL_IMAGE_STATUSES, imageSourceLabel, imageStatusLabel, imageStatusTone } from '../labels';
import TagChips from './TagChips';

const POLL_MS = 2000;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 150, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The linked GitLab project by its name and GitLab project ID (the image holds only the link's internal key). */
function GitlabProjectText({ linkId }: { linkId: string }) {
  const { t } = useTranslation('resources');
  // The keyword matches the link ID (and may match others containing it): the exact one is picked.
  const { data, isFetching } = useQueryGitlabProjectsQuery({ pageNum: 1, pageSize: 20, keyword: linkId });
  const project = data?.data?.list.find((p) => p.id === linkId);
  if (project)
    return <>{t('resources:images.gitlabProjectValue', { name: project.name, projectId: project.projectId })}</>;
  if (isFetching || !data) return <>…</>;
  return <>{t('resources:images.gitlabProjectGone')}</>;
}

export default function ImageDetailDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const titleId = useId();
  const [moving, setMoving] = useState(false);
  const { data, isLoading, error, refetch } = useGetImageQuery(
    { id },
    { pollingInterval: moving ? POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const image = data?.data ?? null;
  // Poll while the image builds or pulls, until it is ready or failed.
  const nowMoving = !!image && TRANSITIONAL_IMAGE_STATUSES.includes(image.status);
  if (nowMoving !== moving) setMoving(nowMoving);

  let body: ReactNode;
  if (isLoading) body = <PageLoading />;
  else if (!image)
    body = <LoadFailed text={apiErrorText(error, t('resources:images.detailFailed'))} onRetry={() => void refetch()} />;
  else
    body = (
      <Stack component="dl" sx={{ m: 0 }} data-testid="image-detail">
        <Field label={t('resources:images.columns.id')}>
          <IdCell text={image.id} copyLabel={t('resources:images.copyId', { name: image.name })} />
        </Field>
        <Field label={t('resources:images.columns.status')}>
          <StatusChip
            label={imageStatusLabel(t, image.status)}
            tone={imageStatusTone(image.status)}
            transitional={moving}
            status={image.status}
          />
        </Field>
        <Field label={t('resources:images.columns.version')}>{image.version}</Field>
        <Field label={t('resources:images.columns.source')}>{imageSourceLabel(t, image.source)}</Field>
        {image.sourceUrl ? (
          <Field label={t('resources:images.fields.sourceUrl')}>
            <IdCell text={image.sourceUrl} copyLabel={t('resources:images.copySourceUrl')} />
          </Field>
        ) : null}
        {image.source === 'external' ? (
          <Field label={t('resources:images.fields.sourceUsername')}>
            {image.sourceUsername || t('resources:images.publicSource')}
            {image.hasSourcePassword ? ` · ${t('resources:images.passwordStored')}` : ''}
          </Field>
        ) : null}
        {image.gitlabProjectId ? (
          <Field label={t('resources:images.fields.gitlabProject')}>
            <GitlabProjectText linkId={image.gitlabProjectId} />
          </Field>
        ) : null}
        {image.fileName ? <Field label={t('resources:images.fields.fileName')}>{image.fileName}</Field> : null}
        <Field label={t('resources:images.columns.pullCommand')}>
          {image.pullCommand ? (
            <IdCell text={image.pullCommand} copyLabel={t('resources:images.copyPull', { name: image.name })} />
          ) : (
            '—'
          )}
        </Field>
        <Field label={t('resources:images.columns.tags')}>
          {image.tags?.length ? <TagChips tags={image.tags} /> : '—'}
        </Field>
        <Field label={t('resources:images.columns.description')}>{image.description || '—'}</Field>
        <Field label={t('resources:images.columns.size')}>{formatBytes(image.sizeBytes, i18n.language)}</Field>
        <Field label={t('resources:images.columns.createdBy')}>{image.createdBy || '—'}</Field>
        <Field label={t('resources:images.columns.createdAt')}>{formatDateTime(image.createdAt, i18n.language)}</Field>
      </Stack>
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="image-detail-dialog">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {image ? t('resources:images.detailTitle', { name: image.name }) : t('resources:images.detail')}
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
