// yup schemas of the instance dialogs, built from the docs/product-rules.md#field-rules rules (src/validation/rules.ts): save image
// (name, version digits only, comma separated tags), the reset phrase, upload and download paths.
import { object, string } from 'yup';
import { rules, splitTags } from '@/validation/rules';
import { message } from '@/validation/schemas';

const required = () => string().trim().required(message('required'));

export interface SaveImageValues {
  imageName: string;
  version: string;
  tags: string;
  description: string;
}

export const saveImageSchema = object({
  imageName: required().test('resourceName', message('resourceName'), (v) => !v || rules.resourceName(v) === null),
  version: required().test('version', message('version'), (v) => !v || rules.version(v) === null),
  tags: string()
    .trim()
    .test('tags', message('tags'), (v) => !v || (rules.tags(v) === null && splitTags(v).length <= 20)),
  description: string().max(256),
});

/** The save-image request from the form (tags split on commas, blanks dropped). */
export function saveImageRequest(id: string, values: SaveImageValues) {
  const tags = splitTags(values.tags);
  const description = values.description.trim();
  return {
    id,
    imageName: values.imageName.trim(),
    version: values.version.trim(),
    ...(tags.length ? { tags } : {}),
    ...(description ? { description } : {}),
  };
}

export const resetSchema = object({
  confirmation: string().test('resetPhrase', message('resetPhrase'), (v) => rules.resetPhrase(v ?? '') === null),
});

/** A folder or file path inside the instance: absolute, at most 1024 characters. */
const instancePath = () => required().max(1024).matches(/^\//, { message: 'instances:data.pathAbsolute' });

export const uploadSchema = object({ targetPath: instancePath() });
export const downloadSchema = object({ path: instancePath() });
