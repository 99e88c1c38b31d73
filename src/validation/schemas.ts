// yup schemas of the console's forms, built only from the rules of ./rules. A message is an i18n key
// (`validation:<rule>`); form fields translate it when they show it, so a language switch re-words it.
import { boolean, object, ref, string, type StringSchema } from 'yup';
import { rules, type RuleKey, type RuleName } from './rules';

/** The i18n key of a rule's message. */
export const message = (key: RuleKey): string => `validation:${key}`;

const requiredText = (): StringSchema<string> => string().trim().required(message('required'));

/** Required text that must pass one rule (each rule is worded by the message of the same name, unless told). */
const requiredByRule = (name: RuleName, key: RuleKey = name): StringSchema<string> =>
  requiredText().test(name, message(key), (value) => rules[name](value ?? '') === null);

/** Optional text that must pass one rule when filled in. */
const optionalByRule = (name: RuleName) =>
  string()
    .trim()
    .test(name, message(name), (value) => !value || rules[name](value) === null);

const agreed = () => boolean().required(message('termsRequired')).oneOf([true], message('termsRequired'));

/** Reusable fields (each call makes a new schema). */
export const fields = {
  email: () => requiredByRule('email'),
  /** docs/product-rules.md#calls-and-errors: the profile's email change says `Please enter the correct email address`. */
  newEmail: () => requiredByRule('email', 'emailCorrect'),
  code: () => requiredByRule('verificationCode'),
  username: () => requiredByRule('username'),
  password: () => requiredByRule('password'),
  loginName: () => requiredText(),
  loginPassword: () => string().required(message('required')),
  organisationName: () => requiredByRule('resourceName'),
  nickname: () => optionalByRule('nickname'),
  mobile: () => optionalByRule('mobile'),
  terms: agreed,
};

export interface CodeLoginValues {
  email: string;
  code: string;
  agreeTerms: boolean;
}
export const codeLoginSchema = object({ email: fields.email(), code: fields.code(), agreeTerms: fields.terms() });

export interface PasswordLoginValues {
  loginName: string;
  password: string;
}
export const passwordLoginSchema = object({ loginName: fields.loginName(), password: fields.loginPassword() });

export interface InvitationRegisterValues {
  email: string;
  emailCode: string;
  username: string;
  password: string;
  agreeTerms: boolean;
}
export const invitationRegisterSchema = object({
  email: fields.email(),
  emailCode: fields.code(),
  username: fields.username(),
  password: fields.password(),
  agreeTerms: fields.terms(),
});

export type OrganisationTypeValue = 'individual' | 'business';
export interface CreateOrganisationValues {
  name: string;
  type: OrganisationTypeValue;
}
export const createOrganisationSchema = object({
  name: fields.organisationName(),
  type: string().required(message('required')).oneOf(['individual', 'business'], message('required')),
});

export interface ProfileValues {
  username: string;
  nickname: string;
  mobile: string;
}
export const profileSchema = object({
  username: fields.username(),
  nickname: fields.nickname(),
  mobile: fields.mobile(),
});

export interface ChangeEmailValues {
  email: string;
  emailCode: string;
}
export const changeEmailSchema = object({ email: fields.newEmail(), emailCode: fields.code() });

export interface ChangePasswordValues {
  code: string;
  newPassword: string;
  confirmPassword: string;
}
export const changePasswordSchema = object({
  code: fields.code(),
  newPassword: fields.password(),
  confirmPassword: string()
    .required(message('required'))
    .oneOf([ref('newPassword')], message('passwordMismatch')),
});
