// Link a GitLab project (name, URL, project ID, read token, platform access) or edit a link (name, token,
// platform access; URL and project ID stay). The server's refusal stays in the dialog, the input kept.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import FormCheckbox from '@/components/form/FormCheckbox';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useLinkGitlabProjectMutation, useUpdateGitlabProjectMutation, type GitlabProject } from '../api';
import { LIMITS, editProjectSchema, linkProjectSchema, type GitlabProjectValues } from '../schemas';

export interface GitlabProjectDialogProps {
  /** The link to edit; without it the dialog links a new project. */
  project?: GitlabProject | null;
  onClose(): void;
}

export default function GitlabProjectDialog({ project, onClose }: GitlabProjectDialogProps) {
  const { t } = useTranslation(['resources', 'common']);
  const [link] = useLinkGitlabProjectMutation();
  const [update] = useUpdateGitlabProjectMutation();
  const editing = Boolean(project);

  const initialValues: GitlabProjectValues = {
    name: project?.name ?? '',
    url: project?.url ?? '',
    projectId: project ? String(project.projectId) : '',
    accessToken: '',
    allowPlatformAccess: project?.allowPlatformAccess ?? true,
  };

  return (
    <FormDialog<GitlabProjectValues>
      title={editing ? t('resources:gitlab.editTitle', { name: project?.name }) : t('resources:gitlab.linkTitle')}
      initialValues={initialValues}
      validationSchema={editing ? editProjectSchema : linkProjectSchema}
      submitLabel={editing ? t('common:actions.save') : t('resources:gitlab.link')}
      failedText={t('resources:gitlab.saveFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="gitlab-dialog"
      onSubmit={async (values) => {
        const token = values.accessToken.trim();
        if (project) {
          await update({
            id: project.id,
            name: values.name.trim(),
            allowPlatformAccess: values.allowPlatformAccess,
            ...(token ? { accessToken: token } : {}),
          }).unwrap();
          notify.success(t('resources:gitlab.saved', { name: values.name.trim() }));
        } else {
          await link({
            name: values.name.trim(),
            url: values.url.trim(),
            projectId: Number(values.projectId),
            allowPlatformAccess: values.allowPlatformAccess,
            ...(token ? { accessToken: token } : {}),
          }).unwrap();
          notify.success(t('resources:gitlab.linked', { name: values.name.trim() }));
        }
        onClose();
      }}
    >
      <FormTextField
        name="name"
        required
        label={t('resources:gitlab.fields.name')}
        helperText={t('resources:gitlab.fields.nameHint')}
        inputProps={{ maxLength: 60 }}
      />
      {editing ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1, overflowWrap: 'anywhere' }}>
          {t('resources:gitlab.fixedFields', { url: project?.url, projectId: project?.projectId })}
        </Typography>
      ) : (
        <>
          <FormTextField
            name="url"
            required
            type="url"
            label={t('resources:gitlab.fields.url')}
            placeholder="https://gitlab.example.com/group/project"
            inputProps={{ maxLength: LIMITS.projectUrl }}
          />
          <FormTextField
            name="projectId"
            required
            inputMode="numeric"
            label={t('resources:gitlab.fields.projectId')}
            helperText={t('resources:gitlab.fields.projectIdHint')}
          />
        </>
      )}
      <FormTextField
        name="accessToken"
        type="password"
        autoComplete="new-password"
        label={editing ? t('resources:gitlab.fields.newToken') : t('resources:gitlab.fields.token')}
        helperText={editing ? t('resources:gitlab.fields.tokenHint') : t('resources:gitlab.fields.tokenHintNew')}
        inputProps={{ maxLength: LIMITS.secret }}
      />
      <FormCheckbox name="allowPlatformAccess" label={t('resources:gitlab.fields.allowAccessLong')} />
    </FormDialog>
  );
}
