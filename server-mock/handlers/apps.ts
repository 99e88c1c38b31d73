// Applications: the catalogue (one for every organisation, `enabled` while the organisation has an active service
// of it), enabling and disabling a service, its analytics and its API's detail.
import { priceFor, type ListedPrice, type PriceChoice } from '../../src/validation/prices';
import { seedOf } from '../fixtures/random';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { requireUser, type Ctx, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';
import { noise } from '../lib/noise';
import { newOrder } from '../lib/orders';
import { refuseUnaffordable } from '../lib/preflight';
import { tx, type Texts } from '../lib/texts';
import { DAY, iso } from '../lib/time';
import { VIEWS, assertCanModify, findRow, insertRow, listRows, viewOf } from './generic';

/** A service's status as read now: a prepaid service past its expiry has expired. */
function serviceStatus(svc: Row, now: number): string {
  return svc.status === 'active' && svc.expiresAt && Date.parse(String(svc.expiresAt)) < now
    ? 'expired'
    : String(svc.status);
}

const enabledSets = new WeakMap<Ctx, Set<unknown>>();
/** The applications the caller's organisation has an active service of: the catalogue's `enabled`. */
function enabledAppIds(ctx: Ctx): Set<unknown> {
  let ids = enabledSets.get(ctx);
  if (!ids) {
    ids = new Set(
      ensureCollection(ctx.state, 'ApplicationService')
        .where('_org', ctx.org?.ugroupId)
        .filter((s) => serviceStatus(s, ctx.now) === 'active')
        .map((s) => s.appId),
    );
    enabledSets.set(ctx, ids);
  }
  return ids;
}

/** The catalogue's descriptions (fixtures/catalog.ts) in the caller's language. */
const APP_DESCRIPTIONS: Texts[] = [
  tx(
    'Extract text and tables from scans, photos and PDFs',
    '从扫描件、照片和 PDF 中提取文字与表格',
    'スキャン・写真・PDF から文字と表を抽出',
  ),
  tx(
    'Transcribe calls and meetings in Chinese, English and Japanese',
    '转写中文、英文和日文的通话与会议',
    '中国語・英語・日本語の通話や会議を文字起こし',
  ),
  tx(
    'Translate documents and chats between 30 languages',
    '在 30 种语言间翻译文档与对话',
    '30 言語間で文書やチャットを翻訳',
  ),
  tx('Answer questions from your team’s documents', '基于团队文档回答问题', 'チームの文書をもとに質問に回答'),
  tx(
    'Spot defects on assembly lines from camera images',
    '通过摄像头图像发现产线缺陷',
    'カメラ画像から組立ラインの欠陥を検出',
  ),
  tx(
    'Turn meeting recordings into minutes and action items',
    '把会议录音整理成纪要和待办事项',
    '会議の録音を議事録とアクションアイテムに',
  ),
  tx(
    'Natural voices for announcements and audiobooks',
    '用于播报和有声书的自然语音',
    'アナウンスやオーディオブック向けの自然な音声',
  ),
  tx(
    'Search your documents by meaning, not just keywords',
    '按语义而不只是关键词搜索文档',
    'キーワードだけでなく意味で文書を検索',
  ),
];
const appDescription = new Map(APP_DESCRIPTIONS.map((d) => [d.en, d]));

VIEWS.Application = (row, ctx) =>
  viewOf(row, {
    enabled: enabledAppIds(ctx).has(row.id),
    description:
      typeof row.description === 'string'
        ? (appDescription.get(row.description)?.[ctx.lang] ?? row.description)
        : row.description,
  });

/** The catalogue; `enabled` filters on the organisation's services (see VIEWS.Application). */
const queryApplications: Handler = (ctx) => {
  const { enabled, ...rest } = ctx.body;
  if (typeof enabled !== 'boolean') return listRows(ctx, 'Application');
  const on = enabledAppIds(ctx);
  return listRows({ ...ctx, body: rest }, 'Application', { where: (r) => on.has(r.id) === enabled });
};

/**
 * Calls a service answered on the UTC day starting at `day` (ms): none before the day after it was enabled, nor
 * after it ended (disabled or expired); the analytics and the access statistics both count these.
 */
function callsOn(svc: Row, day: number, now: number): number {
  const from = Math.floor(Date.parse(String(svc.enabledAt)) / DAY) * DAY;
  const status = serviceStatus(svc, now);
  const end =
    status === 'disabled' && svc._disabledAt
      ? Date.parse(String(svc._disabledAt))
      : status === 'expired' && svc.expiresAt
        ? Date.parse(String(svc.expiresAt))
        : now;
  if (day <= from || day > end || day > now) return 0;
  const n = Math.floor(day / DAY);
  const scale = 0.3 + (seedOf(String(svc.id)) % 100) / 100;
  return Math.max(0, Math.round(scale * (900 + 400 * Math.sin(n / 5) + 200 * noise(String(svc.id), n))));
}

VIEWS.ApplicationService = (row, ctx) => {
  const today = Math.floor(ctx.now / DAY) * DAY;
  const from = Math.floor(Date.parse(String(row.enabledAt)) / DAY) * DAY;
  let total = 0;
  let last30 = 0;
  let lastDay: number | null = null;
  for (let day = from; day <= today; day += DAY) {
    const c = callsOn(row, day, ctx.now);
    total += c;
    if (day > today - 30 * DAY) last30 += c;
    if (c > 0) lastDay = day;
  }
  return {
    ...row,
    status: serviceStatus(row, ctx.now),
    accessStats: {
      totalCalls: total,
      last30DaysCalls: last30,
      lastAccessAt: lastDay === null ? null : iso(Math.min(lastDay + DAY / 2, ctx.now)),
    },
  };
};

const enableApplication: Handler = (ctx) => {
  const user = requireUser(ctx);
  const app = findRow(ctx, 'Application', ctx.body.appId);
  const b = ctx.body;
  if (Array.isArray(app.accessMethods) && !app.accessMethods.includes(b.accessMethod))
    breach(ctx, 'accessMethodUnsupported');
  if (b.accessMethod === 'nact') {
    if (!b.nactDeviceId) breach(ctx, 'nactDeviceRequired');
    findRow(ctx, 'NactDevice', b.nactDeviceId);
  }
  const periods = Number(b.periods ?? 1);
  const listed = priceFor(app.prices as ListedPrice[] | undefined, b as PriceChoice);
  if (!listed) breach(ctx, 'planUnsupported');
  // Funds, as the preflight answers them, before anything is written.
  refuseUnaffordable(ctx, 'application');
  const price = listed.amount;
  const days = b.billingMode === 'daily' ? 1 : b.billingMode === 'monthly' ? 30 : 365;
  const slug = String(app.id).replace(/^app-/, '');
  // An application may be enabled more than once (another access method or resource mode): number the names.
  const base = `${app.name} (${ctx.org?.name ?? 'team'})`;
  const taken = new Set(
    ensureCollection(ctx.state, 'ApplicationService')
      .where('_org', ctx.org?.ugroupId)
      .map((s) => s.name),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} #${n}`;
  const svc = insertRow(ctx, 'ApplicationService', {
    appId: app.id,
    name,
    enabledBy: user.username,
    accessMethod: b.accessMethod,
    resourceMode: b.resourceMode,
    billingMode: b.billingMode,
    payType: b.payType,
    enabledAt: iso(ctx.now),
    expiresAt: b.payType === 'prepaid' ? iso(ctx.now + periods * days * DAY) : null,
    accessUrl: b.accessMethod === 'portal' ? `https://apps.aispace.dev/${ctx.org?.name ?? 'org'}/${slug}` : null,
    status: 'active',
    accessStats: { totalCalls: 0, last30DaysCalls: 0, lastAccessAt: null },
  });
  newOrder(ctx, {
    category: 'application',
    serviceType: 'Application',
    configuration: `${app.name} / ${b.resourceMode} / ${b.accessMethod}`,
    billingMode: b.billingMode,
    payType: b.payType,
    price: Number(price),
    quantity: periods,
    amount: Math.round(Number(price) * periods * 100) / 100,
    serviceName: svc.name,
    serviceAddress: svc.id,
  });
  return svc;
};

const disableApplicationService: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  assertCanModify(ctx, svc);
  if (svc.status === 'disabled') breach(ctx, 'invalidState');
  // The catalogue's "enabled" follows (VIEWS.Application); calls stop from now on.
  return ctx.state.collection('ApplicationService').update(svc.id, { status: 'disabled', _disabledAt: iso(ctx.now) });
};

const queryApplicationAnalytics: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  const today = Math.floor(ctx.now / DAY) * DAY;
  const day = (i: number, n: number) => today - (n - 1 - i) * DAY;
  return {
    serviceId: svc.id,
    last30Days: Array.from({ length: 30 }, (_, i) => {
      const c = callsOn(svc, day(i, 30), ctx.now);
      return { date: iso(day(i, 30)).slice(0, 10), visits: Math.round(c / 3), calls: c, users: Math.round(c / 40) };
    }),
    trend90Days: Array.from({ length: 90 }, (_, i) => ({
      date: iso(day(i, 90)).slice(0, 10),
      calls: callsOn(svc, day(i, 90), ctx.now),
    })),
  };
};

/** What each application's API is, by the application's slug (app-<slug> or app-<slug>-<n> for its editions). */
const API_DOCS: Record<string, { path: string; request: unknown; response: unknown }> = {
  ocr: {
    path: '/v1/ocr',
    request: { model: 'ocr-general', image_url: 'https://example.com/invoice.png' },
    response: { id: 'ocr-1', text: 'Invoice No. 2026-0117\nTotal: 1,280.00', pages: 1 },
  },
  asr: {
    path: '/v1/audio/transcriptions',
    request: { model: 'whisper-large-v3', audio_url: 'https://example.com/meeting.wav', language: 'en' },
    response: { id: 'asr-1', text: 'Good morning, let us start with the quarterly numbers.', duration_seconds: 3.2 },
  },
  translate: {
    path: '/v1/translate',
    request: { source: 'en', target: 'ja', text: 'Hello' },
    response: { id: 'tr-1', translation: 'こんにちは' },
  },
  chat: {
    path: '/v1/chat/completions',
    request: { model: 'team-assistant', messages: [{ role: 'user', content: 'Hello' }] },
    response: { id: 'chat-1', choices: [{ message: { role: 'assistant', content: 'Hi! How can I help?' } }] },
  },
  'vision-qc': {
    path: '/v1/vision/inspect',
    request: { model: 'defect-detector', image_url: 'https://example.com/line3/frame-0042.jpg' },
    response: { id: 'qc-1', defects: [{ label: 'scratch', score: 0.93, box: [412, 118, 468, 160] }] },
  },
  summarize: {
    path: '/v1/summaries',
    request: { model: 'meeting-summary', transcript: 'Alice: the release moves to Friday. Bob: I will tell QA.' },
    response: { id: 'sum-1', summary: 'The release moves to Friday.', action_items: ['Bob tells QA'] },
  },
  tts: {
    path: '/v1/audio/speech',
    request: { model: 'tts-natural', voice: 'female-1', input: 'Welcome to AISpace' },
    response: { id: 'tts-1', audio_url: 'https://api.aispace.dev/files/tts-1.mp3', duration_seconds: 1.8 },
  },
  search: {
    path: '/v1/search',
    request: { query: 'refund policy', top_k: 3 },
    response: { id: 'search-1', results: [{ document: 'policies/refunds.pdf', score: 0.91 }] },
  },
};

const getApiServiceDetail: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  const app = ensureCollection(ctx.state, 'Application').get(svc.appId);
  const slug = String(svc.appId).replace(/^app-/, '').replace(/-\d+$/, '');
  const doc = API_DOCS[slug] ?? API_DOCS.chat;
  return {
    id: svc.id,
    name: svc.name,
    description: app ? (appDescription.get(String(app.description))?.[ctx.lang] ?? app.description ?? null) : null,
    endpoint: `https://api.aispace.dev${doc.path}`,
    method: 'POST',
    authentication: 'Authorization: Bearer <API key>',
    requestExample: JSON.stringify(doc.request, null, 2),
    responseExample: JSON.stringify(doc.response, null, 2),
    rateLimitPerMinute: 600,
    prices: app?.prices ?? [],
    docsUrl: `https://docs.aispace.dev/api${doc.path}`,
  };
};

export const appsHandlers: Record<string, Handler> = {
  queryApplications,
  enableApplication,
  disableApplicationService,
  queryApplicationAnalytics,
  getApiServiceDetail,
};
