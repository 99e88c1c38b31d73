// Pick or drop files (react-dropzone). Refused files are listed with their reason (type, size, count), so a
// user always learns why a file was not taken; accepted files go to `onFiles`.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../format';
import { hasAllowedExtension } from './files';

export interface FileDropZoneProps {
  /** Allowed extensions with the dot (`.tar`, `.gz`); none means any file. */
  extensions?: readonly string[];
  multiple?: boolean;
  /** Largest file in bytes. */
  maxBytes?: number;
  disabled?: boolean;
  onFiles(files: File[]): void;
  /** Text of the extension refusal (e.g. the docs/product-rules.md#field-rules message); defaults to the generic one. */
  typeRefusal?: string;
  /** Accessible name of the file input. */
  label?: string;
  testId?: string;
}

export default function FileDropZone({
  extensions,
  multiple = false,
  maxBytes,
  disabled,
  onFiles,
  typeRefusal,
  label,
  testId,
}: FileDropZoneProps) {
  const { t, i18n } = useTranslation('common');
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([]);
  const typeText = typeRefusal ?? t('common:upload.wrongType', { types: (extensions ?? []).join(', ') });

  const reasonOf = (rejection: FileRejection): string => {
    const code = rejection.errors[0]?.code;
    if (code === 'file-too-large')
      return t('common:upload.tooLarge', { max: formatBytes(maxBytes ?? 0, i18n.language) });
    if (code === 'too-many-files') return t('common:upload.tooMany');
    return typeText;
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple,
    disabled,
    maxSize: maxBytes,
    // Extensions are checked here rather than through MIME types: browsers report no type for .tar/.gz files.
    validator: (file) =>
      extensions?.length && file.name && !hasAllowedExtension(file.name, extensions)
        ? { code: 'file-invalid-type', message: typeText }
        : null,
    onDrop: (accepted, rejections) => {
      setRefused(rejections.map((r) => ({ name: r.file.name, reason: reasonOf(r) })));
      if (accepted.length) onFiles(accepted);
    },
  });

  return (
    <Box data-testid={testId}>
      <Box
        {...getRootProps()}
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
          color: 'text.secondary',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <input {...getInputProps({ 'aria-label': label ?? t('common:upload.choose') })} />
        <CloudUploadOutlined aria-hidden />
        <Typography variant="body2">{isDragActive ? t('common:upload.dropHere') : t('common:upload.hint')}</Typography>
        {extensions?.length ? (
          <Typography variant="caption">{t('common:upload.allowed', { types: extensions.join(', ') })}</Typography>
        ) : null}
      </Box>
      {refused.map((r) => (
        <Alert
          key={r.name}
          severity="error"
          role="alert"
          sx={{ mt: 1, overflowWrap: 'anywhere' }}
          data-testid="upload-refused"
        >
          {t('common:upload.refused', { name: r.name, reason: r.reason })}
        </Alert>
      ))}
    </Box>
  );
}
