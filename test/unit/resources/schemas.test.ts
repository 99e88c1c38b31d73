/**
 * @jest-environment node
 */
// The resources forms' rules (docs/product-rules.md#field-rules) and what they send: names, version digits, comma-separated tags,
// credentials of a private external source, GitLab project names and URLs, dataset and model fields.
import {
  checkTagsText,
  datasetSchema,
  editProjectSchema,
  emptyImageValues,
  externalImageRequest,
  gitlabImageRequest,
  imageSchemas,
  linkProjectSchema,
  modelSchema,
  nameFromFile,
  nextVersion,
  tagsOf,
  versionSchema,
  type ImageValues,
} from '@/features/resources/schemas';

/** The message key of every failing field, the first per field (as Formik shows it). */
async function errorsOf(schema: { validate(v: unknown, o: object): Promise<unknown> }, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    const out: Record<string, string> = {};
    for (const i of inner) out[i.path] ??= i.message;
    return out;
  }
}

const image = (patch: Partial<ImageValues>): ImageValues => ({
  ...emptyImageValues,
  name: 'my-image',
  version: '3',
  ...patch,
});

describe('image fields shared by every source', () => {
  it('takes a resource name, a version of digits and comma-separated tags', async () => {
    expect(await errorsOf(imageSchemas.upload, image({ tags: 'pytorch, cuda12' }))).toEqual({});
  });

  it('refuses a version that is not digits only', async () => {
    for (const version of ['v3', '1.2', '3 a', '-1', ''])
      expect((await errorsOf(imageSchemas.upload, image({ version })))['version']).toMatch(/^validation:/);
    expect(await errorsOf(imageSchemas.upload, image({ version: '1.2' }))).toEqual({ version: 'validation:version' });
  });

  it('refuses a name against the resource-name rule', async () => {
    expect(await errorsOf(imageSchemas.upload, image({ name: 'My_Image' }))).toEqual({
      name: 'validation:resourceName',
    });
    expect(await errorsOf(imageSchemas.upload, image({ name: '' }))).toEqual({ name: 'validation:required' });
  });

  it('refuses a tag over 32 characters and more than 20 tags', async () => {
    expect(checkTagsText(`ok, ${'x'.repeat(33)}`)).toBe('validation:tags');
    expect(checkTagsText(Array.from({ length: 21 }, (_, i) => `t${i}`).join(','))).toBe('resources:rules.tooManyTags');
    expect(checkTagsText(' , ,')).toBeNull();
    expect(checkTagsText('')).toBeNull();
  });

  it('splits tags on ASCII and full-width commas, drops blanks and repeats', () => {
    expect(tagsOf(' pytorch，cuda12 , ,pytorch')).toEqual(['pytorch', 'cuda12']);
    expect(tagsOf('')).toEqual([]);
  });
});

describe('external source', () => {
  it('needs a username and a password when the source is private, each field named', async () => {
    const v = image({ sourceUrl: 'registry.example.com/a:1', private: true });
    expect(await errorsOf(imageSchemas.external, v)).toEqual({
      sourceUsername: 'validation:externalCredentials',
      sourcePassword: 'validation:externalCredentials',
    });
    expect(await errorsOf(imageSchemas.external, { ...v, sourceUsername: 'bot' })).toEqual({
      sourcePassword: 'validation:externalCredentials',
    });
    expect(await errorsOf(imageSchemas.external, { ...v, sourceUsername: 'bot', sourcePassword: 'pw' })).toEqual({});
  });

  it('needs no credentials for a public source, and sends none', async () => {
    const v = image({ sourceUrl: 'docker.io/library/python:3.12', sourceUsername: 'left-over', sourcePassword: 'x' });
    expect(await errorsOf(imageSchemas.external, v)).toEqual({});
    expect(externalImageRequest(v)).toEqual({
      name: 'my-image',
      version: '3',
      tags: [],
      sourceUrl: 'docker.io/library/python:3.12',
      private: false,
    });
  });

  it('sends the credentials of a private source', () => {
    const v = image({
      sourceUrl: ' r.io/a ',
      private: true,
      sourceUsername: ' bot ',
      sourcePassword: ' pw ',
      tags: 'a,b',
    });
    expect(externalImageRequest(v)).toEqual({
      name: 'my-image',
      version: '3',
      tags: ['a', 'b'],
      sourceUrl: 'r.io/a',
      private: true,
      sourceUsername: 'bot',
      sourcePassword: ' pw ',
    });
  });
});

describe('GitLab source', () => {
  it('needs a project and a branch, and sends the Dockerfile path only when given', async () => {
    expect(await errorsOf(imageSchemas.gitlab, image({ branch: '' }))).toEqual({
      gitlabProjectId: 'validation:required',
      branch: 'validation:required',
    });
    const v = image({ gitlabProjectId: 'gl-01', branch: 'main', description: ' cuda build ' });
    expect(gitlabImageRequest(v)).toEqual({
      name: 'my-image',
      version: '3',
      tags: [],
      description: 'cuda build',
      gitlabProjectId: 'gl-01',
      branch: 'main',
    });
    expect(gitlabImageRequest({ ...v, dockerfilePath: 'docker/Dockerfile' })).toMatchObject({
      dockerfilePath: 'docker/Dockerfile',
    });
  });
});

describe('GitLab project link', () => {
  const link = { name: 'vision_models', url: 'https://gitlab.example.com/ml/vision', projectId: '42', accessToken: '' };

  it('takes Chinese or English letters, digits and underscores, 2-60', async () => {
    expect(await errorsOf(linkProjectSchema, link)).toEqual({});
    expect(await errorsOf(linkProjectSchema, { ...link, name: '视觉_模型2' })).toEqual({});
    for (const name of ['a', 'vision-models', 'vision models', 'x'.repeat(61)])
      expect(await errorsOf(linkProjectSchema, { ...link, name })).toEqual({ name: 'validation:gitlabProjectName' });
  });

  it('needs an http(s) URL and a whole project ID above 0', async () => {
    expect(await errorsOf(linkProjectSchema, { ...link, url: 'gitlab.example.com/x', projectId: '4.5' })).toEqual({
      url: 'resources:rules.url',
      projectId: 'validation:positiveInteger',
    });
  });

  it('edits only the name, token and access', async () => {
    expect(await errorsOf(editProjectSchema, { name: 'ok_name', accessToken: '' })).toEqual({});
    expect(await errorsOf(editProjectSchema, { name: 'no!', accessToken: '' })).toEqual({
      name: 'validation:gitlabProjectName',
    });
  });
});

describe('datasets, models and versions', () => {
  it('needs a dataset name and one of the purposes', async () => {
    expect(
      await errorsOf(datasetSchema, { name: 'tickets-zh', purpose: 'fineTuning', format: '', description: '' }),
    ).toEqual({});
    expect(await errorsOf(datasetSchema, { name: 'Tickets', purpose: 'fun', format: '', description: '' })).toEqual({
      name: 'validation:resourceName',
      purpose: 'validation:required',
    });
  });

  it('needs a model name and family', async () => {
    expect(await errorsOf(modelSchema, { name: 'llama-chat', family: ' ' })).toEqual({ family: 'validation:required' });
    expect(await errorsOf(modelSchema, { name: 'llama-chat', family: 'llama', parameterSize: 'x'.repeat(17) })).toEqual(
      {
        parameterSize: 'resources:rules.tooLong',
      },
    );
  });

  it('takes a version of digits, and proposes the next one', async () => {
    expect(await errorsOf(versionSchema, { version: '2', note: '' })).toEqual({});
    expect(await errorsOf(versionSchema, { version: 'v2', note: '' })).toEqual({ version: 'validation:version' });
    expect(nextVersion('4')).toBe('5');
    expect(nextVersion('99999999999999999')).toBe('100000000000000000');
    expect(nextVersion(null)).toBe('1');
    expect(nextVersion('beta')).toBe('1');
  });
});

describe('a name from an archive name', () => {
  it('derives a resource name when it can', () => {
    expect(nameFromFile('My_Image.tar.gz')).toBe('my-image');
    expect(nameFromFile('pytorch-2.3.tar')).toBe('pytorch-2-3');
    expect(nameFromFile('123.tar')).toBe('');
  });
});
