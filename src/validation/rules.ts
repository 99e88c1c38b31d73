// docs/product-rules.md#field-rules and docs/product-rules.md#fixed-values rules, in one place: the console's yup schemas and the mock's checks both use them.
// A check returns null when the value passes, or the i18n key (namespace `validation`) of the message to show.

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9\-_@#*&]{3,31}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Resource and organisation names: lowercase, digits, hyphen, starts with a letter, 4-60. */
export const RESOURCE_NAME_PATTERN = /^[a-z][a-z0-9-]{3,59}$/;
/** Common names (compute groups, queues, ...): 4-64, letters, digits, - _ ., starts with a letter. */
export const COMMON_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9\-_.]{3,63}$/;
/** GitLab project names: Chinese or English letters, digits, underscore, 2-60. */
export const GITLAB_PROJECT_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_]{2,60}$/;
/**
 * NacT device names: 2-64 characters without special symbols (letters of any script, digits, space, hyphen,
 * underscore), neither starting nor ending with a space (so never blank). Emoji, zero-width and
 * direction-override characters are not letters, so they are refused. No lookahead, so that regex engines
 * without it (RE2) take the same pattern.
 */
export const DEVICE_NAME_PATTERN = /^[\p{L}\p{N}_-][\p{L}\p{N} _-]{0,62}[\p{L}\p{N}_-]$/u;
/** http:// or https://, then a host (not empty, no whitespace), then an optional path, query or fragment. */
export const CALLBACK_URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;
/**
 * One tag: 1-32 characters, no comma (ASCII or full-width), not starting or ending with whitespace (so never
 * blank). Tags are typed comma separated, so a tag holding a comma would come back as two.
 */
export const TAG_PATTERN = /^[^\s,，](?:[^,，]{0,30}[^\s,，])?$/u;
/** Text that is not only whitespace (a pattern searched anywhere in the value). */
export const NOT_BLANK_PATTERN = /\S/;
export const VERSION_PATTERN = /^\d+$/;
export const INTEGER_PATTERN = /^-?\d+$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
/** Mobile numbers: an optional +, then digits, spaces or hyphens; 5-32 characters (openapi.yaml: maxLength 32). */
export const MOBILE_PATTERN = /^\+?\d[\d -]{3,30}$/;

export const LIMITS = {
  deviceDescription: { min: 2, max: 64 },
  servicePublicKey: { min: 2, max: 60 },
  password: { min: 8, max: 64 },
  /** docs/product-rules.md#fixed-values: one invitation batch takes at most 20 emails. */
  invitationBatch: 20,
  /** docs/product-rules.md#fixed-values: an organisation holds at most 100 pending invitations. */
  pendingInvitations: 100,
  /** docs/product-rules.md#states-and-transitions / docs/product-rules.md#fixed-values: early release at least 3 days after today. */
  earlyReleaseDays: 3,
  invitationValidityDays: [1, 3, 7] as const,
  curve25519KeyBytes: 32,
  /** Profile nickname (openapi.yaml: maxLength 64). */
  nickname: { max: 64 },
  /** Avatars travel as data URLs of at most 2,800,000 characters (openapi.yaml), so at most 2 MB of image. */
  avatarBytes: 2 * 1024 * 1024,
} as const;

/** GPU counts a deployment may ask for (a node holds at most 8): the wizard offers these, the mock takes these. */
export const DEPLOY_GPU_COUNTS = [1, 2, 4, 8] as const;

/** docs/product-rules.md#fixed-values: reset to initial is confirmed by typing this phrase. */
export const RESET_CONFIRMATION_PHRASE = '初始化';

export const IMAGE_UPLOAD_EXTENSIONS = ['.tar', '.gz'] as const;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

export type RuleKey =
  | 'required'
  | 'username'
  | 'email'
  | 'emailCorrect'
  | 'resourceName'
  | 'commonName'
  | 'gitlabProjectName'
  | 'deviceName'
  | 'deviceDescription'
  | 'callbackUrl'
  | 'curve25519Key'
  | 'servicePublicKey'
  | 'version'
  | 'tags'
  | 'integer'
  | 'positiveInteger'
  | 'logoType'
  | 'imageFileType'
  | 'earlyRelease'
  | 'earlyReleaseBeforeScheduled'
  | 'invitationLimit'
  | 'duplicateEmail'
  | 'resetPhrase'
  | 'password'
  | 'verificationCode'
  | 'termsRequired'
  | 'externalCredentials'
  | 'mobile'
  | 'nickname'
  | 'avatarType'
  | 'avatarSize'
  | 'passwordMismatch';

type Check = (value: unknown) => RuleKey | null;

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const byPattern =
  (pattern: RegExp, key: RuleKey): Check =>
  (v) =>
    pattern.test(str(v)) ? null : key;
const byLength =
  (min: number, max: number, key: RuleKey): Check =>
  (v) => {
    const n = [...str(v)].length;
    return n >= min && n <= max ? null : key;
  };

/** Decodes standard or URL-safe base64; returns null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length === 0) return null;
  const padded = clean + '='.repeat((4 - (clean.length % 4)) % 4);
  if (padded.length % 4 !== 0) return null;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const out: number[] = [];
  for (let i = 0; i < padded.length; i += 4) {
    const chunk = padded.slice(i, i + 4);
    const n = [...chunk].map((c) => (c === '=' ? 0 : alphabet.indexOf(c)));
    const triple = (n[0] << 18) | (n[1] << 12) | (n[2] << 6) | n[3];
    out.push((triple >> 16) & 255);
    if (chunk[2] !== '=') out.push((triple >> 8) & 255);
    if (chunk[3] !== '=') out.push(triple & 255);
  }
  return Uint8Array.from(out);
}

export const rules = {
  username: byPattern(USERNAME_PATTERN, 'username'),
  email: byPattern(EMAIL_PATTERN, 'email'),
  resourceName: byPattern(RESOURCE_NAME_PATTERN, 'resourceName'),
  commonName: byPattern(COMMON_NAME_PATTERN, 'commonName'),
  gitlabProjectName: byPattern(GITLAB_PROJECT_NAME_PATTERN, 'gitlabProjectName'),
  deviceName: byPattern(DEVICE_NAME_PATTERN, 'deviceName'),
  deviceDescription: byLength(LIMITS.deviceDescription.min, LIMITS.deviceDescription.max, 'deviceDescription'),
  callbackUrl: byPattern(CALLBACK_URL_PATTERN, 'callbackUrl'),
  curve25519Key: ((v) => {
    const bytes = decodeBase64(str(v));
    return bytes && bytes.length === LIMITS.curve25519KeyBytes ? null : 'curve25519Key';
  }) as Check,
  servicePublicKey: byLength(LIMITS.servicePublicKey.min, LIMITS.servicePublicKey.max, 'servicePublicKey'),
  version: byPattern(VERSION_PATTERN, 'version'),
  /** Comma separated tags as typed: every tag follows TAG_PATTERN. */
  tags: ((v) => (splitTags(str(v)).every((t) => TAG_PATTERN.test(t)) ? null : 'tags')) as Check,
  integer: byPattern(INTEGER_PATTERN, 'integer'),
  positiveInteger: ((v) => (/^[1-9]\d*$/.test(str(v)) ? null : 'positiveInteger')) as Check,
  // Characters are counted as code points, as openapi.yaml's minLength/maxLength count them (an emoji is one).
  password: byLength(LIMITS.password.min, LIMITS.password.max, 'password'),
  verificationCode: byPattern(VERIFICATION_CODE_PATTERN, 'verificationCode'),
  resetPhrase: ((v) => (str(v) === RESET_CONFIRMATION_PHRASE ? null : 'resetPhrase')) as Check,
  mobile: byPattern(MOBILE_PATTERN, 'mobile'),
  nickname: byLength(0, LIMITS.nickname.max, 'nickname'),
} satisfies Record<string, Check>;

export type RuleName = keyof typeof rules;

/** One tag as sent in a request's tags array. */
export const checkTag: Check = byPattern(TAG_PATTERN, 'tags');

/**
 * A private image source needs a username and a password that are not blank, or its pull fails; a public source
 * needs neither.
 */
export function checkExternalCredentials(source: {
  private?: unknown;
  sourceUsername?: unknown;
  sourcePassword?: unknown;
}): RuleKey | null {
  if (source.private !== true) return null;
  const filled = (v: unknown) => typeof v === 'string' && NOT_BLANK_PATTERN.test(v);
  return filled(source.sourceUsername) && filled(source.sourcePassword) ? null : 'externalCredentials';
}

/** Splits comma separated tags (ASCII or full-width comma), trimming blanks. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

/** Splits invitation input on commas (ASCII or full-width), whitespace and semicolons. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[,，;；\s]+/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export interface InvitationCheck {
  invalid: string[];
  duplicates: string[];
  overLimit: boolean;
}

/** Checks one invitation batch against the email rule, duplicates within it and docs/product-rules.md#fixed-values's limits. */
export function checkInvitationBatch(emails: string[], pendingCount = 0): InvitationCheck {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const invalid: string[] = [];
  for (const e of emails) {
    const key = e.toLowerCase();
    if (rules.email(e)) invalid.push(e);
    if (seen.has(key)) duplicates.push(e);
    seen.add(key);
  }
  const overLimit = emails.length > LIMITS.invitationBatch || pendingCount + emails.length > LIMITS.pendingInvitations;
  return { invalid, duplicates, overLimit };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * Early release of a dedicated GPU (docs/product-rules.md#fixed-values): the chosen date must be at least 3 days after today
 * and before the scheduled release. Dates compare by calendar day (UTC).
 */
export function checkEarlyRelease(chosen: Date, scheduled: Date, today: Date = new Date()): RuleKey | null {
  const days = Math.round((startOfDay(chosen) - startOfDay(today)) / DAY_MS);
  if (Number.isNaN(days) || days < LIMITS.earlyReleaseDays) return 'earlyRelease';
  if (startOfDay(chosen) >= startOfDay(scheduled)) return 'earlyReleaseBeforeScheduled';
  return null;
}

export function hasExtension(fileName: string, allowed: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return allowed.some((ext) => lower.endsWith(ext));
}

export const checkImageUploadName = (fileName: string): RuleKey | null =>
  hasExtension(fileName, IMAGE_UPLOAD_EXTENSIONS) ? null : 'imageFileType';

export const checkLogoType = (mime: string): RuleKey | null =>
  (LOGO_MIME_TYPES as readonly string[]).includes(mime) ? null : 'logoType';

/** Avatar files: PNG or JPG (the logo types), at most LIMITS.avatarBytes. */
export function checkAvatarFile(file: { type: string; size: number }): RuleKey | null {
  if (checkLogoType(file.type)) return 'avatarType';
  return file.size <= LIMITS.avatarBytes ? null : 'avatarSize';
}

// Network texts of the edge forms (network service groups), shared with the mock. Their messages live in the
// edge namespace (`edge:rules.<key>`), so these answer true or false rather than a validation key.
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** A dotted IPv4 address, each octet 0-255. */
export const IPV4_PATTERN = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
/** An IPv4 range in CIDR form: octets 0-255, prefix 0-32. */
export const CIDR_PATTERN = new RegExp(`^${OCTET}(\\.${OCTET}){3}\\/(3[0-2]|[12]?\\d)$`);
/** host:port of a service group's access point. */
export const ACCESS_POINT_PATTERN = /^[A-Za-z0-9.-]+:(\d{1,5})$/;

/** A port 1-65535 written as digits. */
export const isPort = (text: string): boolean => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65535;
export const isCidr = (text: string): boolean => CIDR_PATTERN.test(text);
export function isAccessPoint(text: string): boolean {
  const m = ACCESS_POINT_PATTERN.exec(text);
  return !!m && isPort(m[1]);
}
