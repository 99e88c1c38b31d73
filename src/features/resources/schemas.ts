// The resources forms' values, yup schemas and request mappings, built from the docs/product-rules.md#field-rules rules of
// src/validation/rules.ts. Messages are i18n keys (`validation:<rule>` or `resources:rules.<key>`).
import { boolean, object, string } from 'yup';
import { CALLBACK_URL_PATTERN, rules, splitTags } from '@/validation/rules';
import { message } from '@/validation/schemas';
import type { DatasetPurpose } from './api';

/** openapi.yaml: Tags maxItems. */
export const MAX_TAGS = 20;
/** Dataset and model versions travel inline (FileContent, base64) in one request of at most 10 MB. */
export const MAX_VERSION_FILE_BYTES = 5 * 1024 * 1024;
export const DATASET_PURPOSES: readonly DatasetPurpose[] = [
  'training',
  'fineTuning',
  'evaluation',
  'inference',
  'other',
];
/** Families offered by the model filter and the create form (the contract takes any family name). */
export const MODEL_FAMILIES = ['llama', 'qwen', 'glm', 'mistral', 'gemma', 'bert', 'whisper', 'resnet', 'yolo', 'sdxl'];

export const LIMITS = {
  description: 256,
  branch: 128,
  dockerfilePath: 512,
  sourceUrl: 1024,
  sourceUsername: 128,
  secret: 256,
  projectUrl: 2048,
  format: 32,
  family: 64,
  framework: 32,
  parameterSize: 16,
  note: 256,
} as const;

const TOO_LONG = 'resources:rules.tooLong';

const required = () => string().trim().required(message('required'));
const byRule = (name: 'resourceName' | 'gitlabProjectName' | 'version' | 'positiveInteger') =>
  required().test(name, message(name), (v) => rules[name](v ?? '') === null);
const optional = (max: number) => string().trim().max(max, TOO_LONG);

/** The tags rule (each 1-32 characters) and at most MAX_TAGS of them; empty is fine. */
export function checkTagsText(text: string): string | null {
  if (!text.trim()) return null;
  if (rules.tags(text)) return message('tags');
  return splitTags(text).length > MAX_TAGS ? 'resources:rules.tooManyTags' : null;
}
const tagsField = () =>
  string().test('tags', (value, ctx) => {
    const error = checkTagsText(value ?? '');
    return error ? ctx.createError({ message: error }) : true;
  });

/** Tags as sent: split on commas, blanks dropped, duplicates kept once. */
export const tagsOf = (text: string): string[] => [...new Set(splitTags(text))];

/** A name the resource-name rule takes, from an archive's file name (`My_Image.tar.gz` → `my-image`). */
export function nameFromFile(fileName: string): string {
  const base = fileName
    .replace(/(\.tar)?\.(tar|gz)$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 60);
  return rules.resourceName(base) ? '' : base;
}

// ------------------------------------------------------------------------------------------- GitLab

export interface GitlabProjectValues {
  name: string;
  url: string;
  projectId: string;
  accessToken: string;
  allowPlatformAccess: boolean;
}

export const linkProjectSchema = object({
  name: byRule('gitlabProjectName'),
  url: required()
    .max(LIMITS.projectUrl, TOO_LONG)
    .matches(CALLBACK_URL_PATTERN, { message: 'resources:rules.url', excludeEmptyString: true }),
  projectId: byRule('positiveInteger'),
  accessToken: optional(LIMITS.secret),
  allowPlatformAccess: boolean(),
});

export const editProjectSchema = object({
  name: byRule('gitlabProjectName'),
  accessToken: optional(LIMITS.secret),
  allowPlatformAccess: boolean(),
});

// ------------------------------------------------------------------------------------------- images

export type ImageSourceTab = 'gitlab' | 'upload' | 'external';

export interface ImageValues {
  name: string;
  version: string;
  tags: string;
  description: string;
  /** gitlab */
  gitlabProjectId: string;
  branch: string;
  dockerfilePath: string;
  /** external */
  sourceUrl: string;
  private: boolean;
  sourceUsername: string;
  sourcePassword: string;
}

export const emptyImageValues: ImageValues = {
  name: '',
  version: '',
  tags: '',
  description: '',
  gitlabProjectId: '',
  branch: 'main',
  dockerfilePath: '',
  sourceUrl: '',
  private: false,
  sourceUsername: '',
  sourcePassword: '',
};

const imageBase = {
  name: byRule('resourceName'),
  version: byRule('version'),
  tags: tagsField(),
  description: optional(LIMITS.description),
};

/** A private source needs both a username and a password, or its pull fails (docs/product-rules.md#field-rules). */
const credential = (field: 'sourceUsername' | 'sourcePassword') =>
  string().test(field, message('externalCredentials'), function check(value) {
    return !(this.parent as ImageValues).private || !!value?.trim();
  });

export const imageSchemas = {
  gitlab: object({
    ...imageBase,
    gitlabProjectId: required(),
    branch: required().max(LIMITS.branch, TOO_LONG),
    dockerfilePath: optional(LIMITS.dockerfilePath),
  }),
  upload: object(imageBase),
  external: object({
    ...imageBase,
    sourceUrl: required().max(LIMITS.sourceUrl, TOO_LONG),
    private: boolean(),
    sourceUsername: credential('sourceUsername').max(LIMITS.sourceUsername, TOO_LONG),
    sourcePassword: credential('sourcePassword').max(LIMITS.secret, TOO_LONG),
  }),
};

const text = (v: string) => v.trim() || undefined;

/** The fields every add-image call shares. */
export function imageBaseRequest(v: ImageValues) {
  return {
    name: v.name.trim(),
    version: v.version.trim(),
    tags: tagsOf(v.tags),
    ...(text(v.description) ? { description: v.description.trim() } : {}),
  };
}

export function gitlabImageRequest(v: ImageValues) {
  return {
    ...imageBaseRequest(v),
    gitlabProjectId: v.gitlabProjectId,
    branch: v.branch.trim(),
    ...(text(v.dockerfilePath) ? { dockerfilePath: v.dockerfilePath.trim() } : {}),
  };
}

export function externalImageRequest(v: ImageValues) {
  return {
    ...imageBaseRequest(v),
    sourceUrl: v.sourceUrl.trim(),
    private: v.private,
    ...(v.private ? { sourceUsername: v.sourceUsername.trim(), sourcePassword: v.sourcePassword } : {}),
  };
}

export interface EditImageValues {
  tags: string;
  description: string;
}
export const editImageSchema = object({ tags: tagsField(), description: optional(LIMITS.description) });

// ----------------------------------------------------------------------------------- datasets, models

export interface DatasetValues {
  name: string;
  purpose: DatasetPurpose | '';
  format: string;
  description: string;
}
export const datasetSchema = object({
  name: byRule('resourceName'),
  purpose: string()
    .required(message('required'))
    .oneOf([...DATASET_PURPOSES], message('required')),
  format: optional(LIMITS.format),
  description: optional(LIMITS.description),
});

export interface ModelValues {
  name: string;
  family: string;
  framework: string;
  parameterSize: string;
  description: string;
}
export const modelSchema = object({
  name: byRule('resourceName'),
  family: required().max(LIMITS.family, TOO_LONG),
  framework: optional(LIMITS.framework),
  parameterSize: optional(LIMITS.parameterSize),
  description: optional(LIMITS.description),
});

/** Optional text fields as sent: trimmed, and left out when blank. */
export function filled<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(values) as [keyof T, unknown][]) {
    if (typeof v === 'string') {
      if (v.trim()) out[k] = v.trim() as T[keyof T];
    } else if (v !== undefined && v !== null) out[k] = v as T[keyof T];
  }
  return out;
}

export interface VersionValues {
  version: string;
  note: string;
}
/** The next version number after the latest (digits only), or 1. */
export function nextVersion(latest: string | null | undefined): string {
  return latest && /^\d+$/.test(latest) ? String(BigInt(latest) + 1n) : '1';
}

export const versionSchema = object({ version: byRule('version'), note: optional(LIMITS.note) });
