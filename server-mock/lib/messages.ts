// Every refusal and notice text the mock answers, in zh / en / ja, comes from here: texts that only the server
// says live in SERVER_MESSAGES; rule texts come from the console's own locale files
// (src/i18n/locales/*/validation.json), and a screen's own texts (e.g. the compute form's, the edge screens'
// rules) are read from its namespace as `<namespace>:<path>`. Translated platform content (the portal's cards,
// product words on orders) is data, not a message: lib/texts.ts.
import enCompute from '../../src/i18n/locales/en-US/compute.json';
import enEdge from '../../src/i18n/locales/en-US/edge.json';
import enLogs from '../../src/i18n/locales/en-US/logs.json';
import enPreflight from '../../src/i18n/locales/en-US/preflight.json';
import enValidation from '../../src/i18n/locales/en-US/validation.json';
import jaCompute from '../../src/i18n/locales/ja-JP/compute.json';
import jaEdge from '../../src/i18n/locales/ja-JP/edge.json';
import jaLogs from '../../src/i18n/locales/ja-JP/logs.json';
import jaPreflight from '../../src/i18n/locales/ja-JP/preflight.json';
import jaValidation from '../../src/i18n/locales/ja-JP/validation.json';
import zhCompute from '../../src/i18n/locales/zh-CN/compute.json';
import zhEdge from '../../src/i18n/locales/zh-CN/edge.json';
import zhLogs from '../../src/i18n/locales/zh-CN/logs.json';
import zhPreflight from '../../src/i18n/locales/zh-CN/preflight.json';
import zhValidation from '../../src/i18n/locales/zh-CN/validation.json';
import type { RuleKey } from '../../src/validation/rules';

export type Lang = 'zh' | 'en' | 'ja';

const VALIDATION: Record<Lang, Record<string, string>> = {
  zh: zhValidation,
  en: enValidation,
  ja: jaValidation,
};

/** Texts that are not field rules. en texts quoted by docs/product-rules.md#calls-and-errors / docs/product-rules.md#languages-and-texts are exact. */
export const SERVER_MESSAGES = {
  noPermission: {
    en: 'No operation permission',
    zh: '无操作权限',
    ja: '操作権限がありません',
  },
  loginFailed: { en: 'login failed', zh: '登录失败', ja: 'ログインに失敗しました' },
  registrationFailed: { en: 'registration failed', zh: '注册失败', ja: '登録に失敗しました' },
  noAvailableResources: { en: 'No available resources', zh: '暂无可用资源', ja: '利用可能なリソースがありません' },
  noComputeResources: {
    en: 'No compute resources available. Please switch to another model or release active instances and try again',
    zh: '暂无可用算力资源，请切换其他型号或释放运行中的实例后重试',
    ja: '利用可能な計算リソースがありません。別のモデルに切り替えるか、稼働中のインスタンスを解放してから再試行してください',
  },
  resourcesNotMeetRequirements: {
    en: 'current resources do not meet requirements (modify or convert to resource ticket)',
    zh: '当前资源不满足需求（请修改或转为资源工单）',
    ja: '現在のリソースは要件を満たしていません（変更するかリソースチケットに変換してください）',
  },
  forbidden: {
    en: 'Not signed in or the session has expired',
    zh: '未登录或登录已过期',
    ja: 'ログインしていないか、セッションの有効期限が切れています',
  },
  notFound: { en: 'Not found', zh: '未找到', ja: '見つかりません' },
  recordNotFound: { en: 'The record does not exist', zh: '记录不存在', ja: 'レコードが存在しません' },
  wrongCode: {
    en: 'The verification code is wrong or has expired',
    zh: '验证码错误或已过期',
    ja: '認証コードが間違っているか、有効期限が切れています',
  },
  wrongPassword: { en: 'Wrong password', zh: '密码错误', ja: 'パスワードが間違っています' },
  invitationInvalid: {
    en: 'The invitation is invalid or has expired',
    zh: '邀请无效或已过期',
    ja: '招待が無効か、有効期限が切れています',
  },
  invitationOtherEmail: {
    en: 'This invitation was sent to another email address',
    zh: '该邀请发给了其他邮箱',
    ja: 'この招待は別のメールアドレス宛てです',
  },
  notMember: {
    en: 'You are not a member of this organisation',
    zh: '您不是该组织的成员',
    ja: 'この組織のメンバーではありません',
  },
  linkedInstances: {
    en: 'Release the instances linked to this resource first',
    zh: '请先释放与该资源关联的实例',
    ja: 'このリソースに紐づくインスタンスを先に解放してください',
  },
  invalidState: {
    en: 'This action is not allowed in the current status',
    zh: '当前状态不允许此操作',
    ja: '現在のステータスではこの操作はできません',
  },
  nameExists: { en: 'The name already exists', zh: '名称已存在', ja: 'この名前は既に存在します' },
  nameNotEditable: {
    en: 'The name cannot be changed once set',
    zh: '名称一经设置不可修改',
    ja: '名前は一度設定すると変更できません',
  },
  lastSuperAdmin: {
    en: 'The organisation must keep a Super Admin',
    zh: '组织必须保留一名超级管理员',
    ja: '組織にはスーパー管理者が必要です',
  },
  dateInPast: {
    en: 'The date must be after today',
    zh: '日期必须晚于今天',
    ja: '日付は今日より後にしてください',
  },
  volumeAttached: {
    en: 'Detach the volume from its instance first',
    zh: '请先从实例上卸载该云硬盘',
    ja: '先にボリュームをインスタンスから切り離してください',
  },
  externalCredentials: {
    en: 'A private source needs a username and password, otherwise the pull fails',
    zh: '私有镜像源需要填写用户名和密码，否则拉取会失败',
    ja: 'プライベートソースにはユーザー名とパスワードが必要です。ない場合はプルに失敗します',
  },
  notOffered: {
    en: 'The service does not offer this choice',
    zh: '该服务不提供此选项',
    ja: 'このサービスではこの選択肢は提供されていません',
  },
  pathNotAbsolute: {
    en: 'Enter an absolute path starting with /',
    zh: '请输入以 / 开头的绝对路径',
    ja: '/ で始まる絶対パスを入力してください',
  },
  projectLinked: {
    en: 'This GitLab project is already linked',
    zh: '该 GitLab 项目已关联',
    ja: 'この GitLab プロジェクトは既に連携されています',
  },
  imageVersionExists: {
    en: 'This version of the image already exists: choose another version number',
    zh: '该镜像的此版本已存在，请使用其他版本号',
    ja: 'このイメージのこのバージョンは既に存在します。別のバージョン番号を指定してください',
  },
  gitlabAccessDenied: {
    en: 'The project does not allow platform access: allow it on the GitLab projects screen first',
    zh: '该项目未允许平台访问，请先在 GitLab 项目页面中允许',
    ja: 'このプロジェクトはプラットフォームアクセスを許可していません。先に GitLab プロジェクト画面で許可してください',
  },
  quotaExceeded: {
    en: 'The cloud drive quota is used up',
    zh: '云盘空间不足',
    ja: 'クラウドドライブの容量が不足しています',
  },
  bucketNotEmpty: {
    en: 'The bucket is not empty: delete its objects first',
    zh: '存储桶不为空，请先删除其中的对象',
    ja: 'バケットが空ではありません。先にオブジェクトを削除してください',
  },
  moveIntoItself: {
    en: 'A folder cannot be moved into itself or one of its subfolders',
    zh: '文件夹不能移动到自身或其子文件夹中',
    ja: 'フォルダーをそれ自身またはそのサブフォルダーに移動することはできません',
  },
  gpuBusy: {
    en: 'Instances are running on this GPU',
    zh: '该 GPU 上有运行中的实例',
    ja: 'この GPU ではインスタンスが実行中です',
  },
  groupNotEmpty: {
    en: 'Remove the nodes of this compute group first',
    zh: '请先移除该算力组中的节点',
    ja: 'この計算グループのノードを先に外してください',
  },
  queueBusy: {
    en: 'Tasks are waiting in or running from this queue',
    zh: '该队列中仍有排队或运行中的任务',
    ja: 'このキューには待機中または実行中のタスクがあります',
  },
  badRequest: { en: 'Invalid request', zh: '请求参数错误', ja: 'リクエストが無効です' },
  internal: { en: 'Internal server error', zh: '服务器内部错误', ja: 'サーバー内部エラー' },
  maintenance: {
    en: 'Scheduled maintenance: GPU drivers are being upgraded.',
    zh: '计划维护：正在升级 GPU 驱动。',
    ja: '計画メンテナンス：GPU ドライバーを更新しています。',
  },
} satisfies Record<string, Record<Lang, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/**
 * Texts the mock answers in English whatever the language: the request pipeline's technical refusals (worded as
 * the request validator words its own), answers no console screen provokes (a client's bug, a gap of the mock),
 * the test hooks, and the per-item reasons of a few batch answers.
 */
export const TECHNICAL = {
  methodNotAllowed: (method: string): string => `${method} method not allowed`,
  invalidJson: (detail: string): string => `request/body is not valid JSON: ${detail}`,
  tooLarge: (maxBytes: number): string => `request body is larger than ${maxBytes} bytes`,
  unsupportedMediaType: (contentType: string): string => `unsupported media type ${contentType}`,
  tooDeep: (maxDepth: number): string => `request/body nests deeper than ${maxDepth} levels`,
  idempotencyKeyFormat: 'request/header/Idempotency-Key must be 8-128 characters of A-Z a-z 0-9 _ -',
  idempotencyKeyReused: 'request/header/Idempotency-Key was already used for a different request body',
  contractViolation: (path: string, problem: string): string =>
    `Mock response violates openapi.yaml: ${path}: ${problem}`,
  notAMember: 'not a member',
  alreadyAMember: 'already a member',
  chunkOutOfRange: (index: number, chunkCount: unknown): string => `index ${index} >= chunkCount ${String(chunkCount)}`,
  notFound: 'not found',
  noHandler: (operationId: string): string => `Mock has no handler for ${operationId}`,
  injectedFault: (status: number): string => `Injected fault (HTTP ${status})`,
  readOnly: 'read-only',
};

/** Picks zh | en | ja from an Accept-Language header (default zh, as the console's default locale). */
/**
 * The language of the answer's texts from an Accept-Language header (RFC 9110 §12.5.4): a list of language
 * ranges with optional weights ("en-US", "en;q=0.9,zh;q=0.8", "*"); the supported language with the highest
 * weight wins (the first listed on a tie); q=0 means "not this one"; anything else is zh.
 */
/** The languages of the Accept-Language values seen last (a few values at most in practice; bounded). */
const LANG_MEMO = new Map<string, Lang>();
const LANG_MEMO_MAX = 64;

export function langFrom(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (!value || value.length > 1024) return 'zh';
  const known = LANG_MEMO.get(value);
  if (known) return known;
  const lang = parseLang(value);
  if (LANG_MEMO.size >= LANG_MEMO_MAX) LANG_MEMO.delete(LANG_MEMO.keys().next().value as string);
  LANG_MEMO.set(value, lang);
  return lang;
}

function parseLang(value: string): Lang {
  let best: Lang = 'zh';
  let bestQ = 0;
  for (const part of value.split(',')) {
    const [range, ...params] = part.split(';');
    const tag = range.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
      if (m) q = Math.min(1, Number(m[1]));
    }
    const primary = tag.split('-')[0];
    const lang: Lang | null = primary === 'en' ? 'en' : primary === 'ja' ? 'ja' : primary === 'zh' ? 'zh' : null;
    if (lang && q > bestQ) {
      best = lang;
      bestQ = q;
    }
  }
  return best;
}

export function ruleText(key: RuleKey, lang: Lang): string {
  return VALIDATION[lang][key] ?? VALIDATION.en[key] ?? key;
}

/** Whether the console's validation texts have `key` in every language. */
export function hasRuleText(key: string): boolean {
  return (['zh', 'en', 'ja'] as const).every((lang) => typeof VALIDATION[lang][key] === 'string');
}

/** Console namespaces whose texts a refusal may name as `<namespace>:<path>` (the form's own message). */
const CONSOLE_TEXTS: Record<string, Record<Lang, unknown>> = {
  compute: { zh: zhCompute, en: enCompute, ja: jaCompute },
  edge: { zh: zhEdge, en: enEdge, ja: jaEdge },
  logs: { zh: zhLogs, en: enLogs, ja: jaLogs },
  preflight: { zh: zhPreflight, en: enPreflight, ja: jaPreflight },
};

function consoleLookup(key: string, lang: Lang): string | undefined {
  const [ns, path] = key.split(':', 2);
  let node: unknown = CONSOLE_TEXTS[ns]?.[lang];
  for (const part of (path ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** Whether `key` (`<namespace>:<path>`) names a console text in every language. */
export function hasConsoleText(key: string): boolean {
  return key.includes(':') && (['zh', 'en', 'ja'] as const).every((lang) => consoleLookup(key, lang) !== undefined);
}

/** The console text `<namespace>:<path>` in `lang`. */
export function consoleText(key: string, lang: Lang): string {
  return consoleLookup(key, lang) ?? consoleLookup(key, 'en') ?? key;
}

export function text(key: ServerMessageKey, lang: Lang): string {
  return SERVER_MESSAGES[key][lang];
}
