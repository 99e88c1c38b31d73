// Pick a linked GitLab project that allows platform access (searched on the server as one types); sets the
// form's gitlabProjectId and, when the project names one, its default branch.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryGitlabProjectsQuery, type GitlabProject } from '../api';
import type { ImageValues } from '../schemas';

export interface GitlabProjectPickerProps {
  initial?: GitlabProject | null;
  disabled?: boolean;
}

export default function GitlabProjectPicker({ initial, disabled }: GitlabProjectPickerProps) {
  const { t } = useTranslation(['resources', 'validation']);
  const [field, meta, helpers] = useField<string>('gitlabProjectId');
  const { setFieldValue } = useFormikContext<ImageValues>();
  const [value, setValue] = useState<GitlabProject | null>(initial ?? null);
  const [input, setInput] = useState(initial?.name ?? '');
  const [keyword, setKeyword] = useState('');

  // Search after a pause in typing; the chosen project's own name is no search.
  useEffect(() => {
    const text = input.trim() === (value?.name ?? '') ? '' : input.trim();
    const timer = setTimeout(() => setKeyword(text), 300);
    return () => clearTimeout(timer);
  }, [input, value]);

  const { data, isFetching, isError } = useQueryGitlabProjectsQuery({
    pageNum: 1,
    pageSize: 20,
    sortField: 'name',
    sortOrder: 'asc',
    allowPlatformAccess: true,
    ...(keyword ? { keyword } : {}),
  });
  const options = data?.data?.list ?? [];
  const error = meta.touched && meta.error ? t(meta.error) : null;

  return (
    <Autocomplete<GitlabProject>
      options={options}
      value={value}
      inputValue={input}
      disabled={disabled}
      loading={isFetching}
      filterOptions={(o) => o}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={isError ? t('resources:images.gitlab.loadFailed') : t('resources:images.gitlab.none')}
      loadingText={t('resources:loading')}
      onInputChange={(_e, text) => setInput(text)}
      onChange={(_e, project) => {
        setValue(project);
        void helpers.setValue(project?.id ?? '');
        if (project?.defaultBranch) void setFieldValue('branch', project.defaultBranch);
      }}
      onBlur={() => void helpers.setTouched(true)}
      renderOption={(props, p) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span style={{ overflowWrap: 'anywhere' }}>
              {p.name} <small style={{ opacity: 0.7 }}>· {p.url}</small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          required
          size="small"
          margin="dense"
          label={t('resources:images.fields.gitlabProject')}
          error={Boolean(error)}
          helperText={error ?? t('resources:images.gitlab.hint')}
        />
      )}
    />
  );
}
