// The yup schemas word each broken rule of src/validation/rules.ts with that rule's message key.
import { type ValidationError } from 'yup';
import { checkAvatarFile, LIMITS } from '@/validation/rules';
import {
  changeEmailSchema,
  changePasswordSchema,
  codeLoginSchema,
  createOrganisationSchema,
  invitationRegisterSchema,
  passwordLoginSchema,
  profileSchema,
} from '@/validation/schemas';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path ?? '', i.message]));
  }
}

describe('sign-in schemas', () => {
  it('code sign-in: email rule, 6-digit code, terms', async () => {
    expect(await errorsOf(codeLoginSchema, { email: 'x@', code: '12345', agreeTerms: false })).toEqual({
      email: 'validation:email',
      code: 'validation:verificationCode',
      agreeTerms: 'validation:termsRequired',
    });
    expect(await errorsOf(codeLoginSchema, { email: ' a.b@example.org ', code: '123456', agreeTerms: true })).toEqual(
      {},
    );
  });

  it('password sign-in: both required, nothing else', async () => {
    expect(await errorsOf(passwordLoginSchema, { loginName: ' ', password: '' })).toEqual({
      loginName: 'validation:required',
      password: 'validation:required',
    });
    expect(await errorsOf(passwordLoginSchema, { loginName: 'demo', password: 'x' })).toEqual({});
  });

  it('registration with an invitation: username and password rules', async () => {
    expect(
      await errorsOf(invitationRegisterSchema, {
        email: 'a@b.co',
        emailCode: '123456',
        username: 'ab',
        password: 'short',
        agreeTerms: true,
      }),
    ).toEqual({ username: 'validation:username', password: 'validation:password' });
  });
});

describe('organisation and profile schemas', () => {
  it.each(['demo-lab', 'a123', `a${'b'.repeat(59)}`])('accepts the organisation name %s', async (name) => {
    expect(await errorsOf(createOrganisationSchema, { name, type: 'business' })).toEqual({});
  });

  it.each(['Demo', '1abc', 'abc', 'a_bc', `a${'b'.repeat(60)}`])('refuses the organisation name %s', async (name) => {
    expect(await errorsOf(createOrganisationSchema, { name, type: 'individual' })).toEqual({
      name: 'validation:resourceName',
    });
  });

  it('profile: username rule, optional nickname up to 64, optional mobile', async () => {
    expect(await errorsOf(profileSchema, { username: 'demo', nickname: '', mobile: '' })).toEqual({});
    expect(await errorsOf(profileSchema, { username: 'demo', nickname: 'n'.repeat(65), mobile: 'abc' })).toEqual({
      nickname: 'validation:nickname',
      mobile: 'validation:mobile',
    });
  });

  it('email change says emailCorrect', async () => {
    expect(await errorsOf(changeEmailSchema, { email: 'nope', emailCode: '123456' })).toEqual({
      email: 'validation:emailCorrect',
    });
  });

  it('password change: rule and confirmation', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        code: '123456',
        newPassword: 'Better@5678',
        confirmPassword: 'Other@5678',
      }),
    ).toEqual({
      confirmPassword: 'validation:passwordMismatch',
    });
  });
});

describe('avatar files', () => {
  it('take PNG and JPG up to 2 MB only', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: LIMITS.avatarBytes })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: 'image/png', size: LIMITS.avatarBytes + 1 })).toBe('avatarSize');
  });
});
