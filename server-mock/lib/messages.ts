// Error and notice texts in zh / en / ja. Rule texts come from the console's own locale files
// (src/i18n/locales/*/validation.json); texts that only the server says live in SERVER_MESSAGES.
import enValidation from '../../src/i18n/locales/en-US/validation.json';
import jaValidation from '../../src/i18n/locales/ja-JP/validation.json';
import zhValidation from '../../src/i18n/locales/zh-CN/validation.json';
import type { RuleKey } from '../../src/validation/rules';

export type Lang = 'zh' | 'en' | 'ja';

const VALIDATION: Record<Lang, Record<string, string>> = {
  zh: zhValidation,
  en: enValidation,
  ja: jaValidation,
};

/** Texts that are not field rules. en texts quoted by SPEC.md §8 / CONTRACT.md §8 are exact. */
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
  badRequest: { en: 'Invalid request', zh: '请求参数错误', ja: 'リクエストが無効です' },
  internal: { en: 'Internal server error', zh: '服务器内部错误', ja: 'サーバー内部エラー' },
} satisfies Record<string, Record<Lang, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** Picks zh | en | ja from an Accept-Language header (default zh, as the console's default locale). */
export function langFrom(header: string | undefined): Lang {
  const h = (header ?? '').toLowerCase().trim();
  if (h.startsWith('en')) return 'en';
  if (h.startsWith('ja')) return 'ja';
  return 'zh';
}

export function ruleText(key: RuleKey, lang: Lang): string {
  return VALIDATION[lang][key] ?? VALIDATION.en[key] ?? key;
}

export function text(key: ServerMessageKey, lang: Lang): string {
  return SERVER_MESSAGES[key][lang];
}
