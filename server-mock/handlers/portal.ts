// The public portal (its cards in the visitor's language), requirements sent from it, the console home's
// overview and the maintenance status.
import { hostileMode, hostileText } from '../fixtures/hostile';
import { requireUser, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';
import { text } from '../lib/messages';
import { priceTx, tx, type Texts } from '../lib/texts';
import { DAY, iso } from '../lib/time';

const PORTAL: Record<
  string,
  {
    title: Texts;
    sections: Array<{ id: string; title: Texts; items: Array<[Texts, Texts, string[], Texts | null]> }>;
  }
> = {
  appCenter: {
    title: tx('App Center', '应用中心', 'アプリセンター'),
    sections: [
      {
        id: 'popular',
        title: tx('Popular', '热门应用', '人気のアプリ'),
        items: [
          [
            tx('Document OCR', '文档 OCR', 'ドキュメント OCR'),
            tx('Extract text from scans and photos', '从扫描件和照片中提取文字', 'スキャンや写真から文字を抽出'),
            ['vision'],
            priceTx(0.01, 'from {p} / page', '{p}/页 起', '{p}/ページから'),
          ],
          [
            tx('Speech recognition', '语音识别', '音声認識'),
            tx(
              'Transcribe meetings in zh, en, ja',
              '转写中文、英文、日文会议',
              '中国語・英語・日本語の会議を文字起こし',
            ),
            ['speech'],
            priceTx(0.6, 'from {p} / hour', '{p}/小时 起', '{p}/時間から'),
          ],
          [
            tx('Team chat assistant', '团队对话助手', 'チームチャットアシスタント'),
            tx('Answers from your documents', '基于团队文档回答问题', 'チームの文書をもとに回答'),
            ['llm'],
            priceTx(99, 'from {p} / month', '{p}/月 起', '{p}/月から'),
          ],
        ],
      },
    ],
  },
  taskCenter: {
    title: tx('Task Center', '任务中心', 'タスクセンター'),
    sections: [
      {
        id: 'templates',
        title: tx('Templates', '任务模板', 'タスクテンプレート'),
        items: [
          [
            tx('LoRA fine-tuning', 'LoRA 微调', 'LoRA ファインチューニング'),
            tx('Fine-tune an LLM on your data', '用自有数据微调大语言模型', '自社データで LLM をファインチューニング'),
            ['training'],
            null,
          ],
          [
            tx('Batch inference', '批量推理', 'バッチ推論'),
            tx('Run a model over a dataset', '对整个数据集运行模型推理', 'データセット全体にモデルを実行'),
            ['inference'],
            null,
          ],
        ],
      },
    ],
  },
  ipAsset: {
    title: tx('IP asset', 'IP 资产', 'IP 資産'),
    sections: [
      {
        id: 'models',
        title: tx('Models', '模型', 'モデル'),
        items: [
          [
            tx('Qwen2 7B chat', 'Qwen2 7B 对话', 'Qwen2 7B チャット'),
            tx('General chat model', '通用对话模型', '汎用チャットモデル'),
            ['llm'],
            null,
          ],
          [
            tx('YOLOv8 defects', 'YOLOv8 缺陷检测', 'YOLOv8 欠陥検出'),
            tx('Defect detection for assembly lines', '面向产线的缺陷检测', '組立ライン向けの欠陥検出'),
            ['vision'],
            null,
          ],
        ],
      },
    ],
  },
  aiDeploy: {
    title: tx('AI deploy', 'AI 部署', 'AI デプロイ'),
    sections: [
      {
        id: 'services',
        title: tx('One-click services', '一键部署', 'ワンクリックデプロイ'),
        items: [
          [
            tx('Llama 3 fine-tuning', 'Llama 3 微调', 'Llama 3 ファインチューニング'),
            tx(
              'JupyterLab with Llama 3 and PEFT ready',
              '预装 Llama 3 与 PEFT 的 JupyterLab',
              'Llama 3 と PEFT を備えた JupyterLab',
            ),
            ['llm'],
            priceTx(9.9, 'from {p} / GPU-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
          [
            tx('Stable Diffusion XL', 'Stable Diffusion XL', 'Stable Diffusion XL'),
            tx('Image generation studio', '图像生成工作室', '画像生成スタジオ'),
            ['image'],
            priceTx(6.5, 'from {p} / GPU-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
        ],
      },
    ],
  },
  gpuCompute: {
    title: tx('GPU compute', 'GPU 算力', 'GPU コンピューティング'),
    sections: [
      {
        id: 'gpus',
        title: tx('GPUs', 'GPU 型号', 'GPU'),
        items: [
          [
            tx('NVIDIA H800 80GB', 'NVIDIA H800 80GB', 'NVIDIA H800 80GB'),
            tx('Dedicated 8-GPU nodes', '8 卡专属节点', '専有 8 GPU ノード'),
            ['dedicated'],
            priceTx(45, 'from {p} / card-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
          [
            tx('NVIDIA A100 80GB', 'NVIDIA A100 80GB', 'NVIDIA A100 80GB'),
            tx('Shared or dedicated', '共享或专属', '共有または専有'),
            ['shared'],
            priceTx(9.9, 'from {p} / card-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
          [
            tx('NVIDIA L40S 48GB', 'NVIDIA L40S 48GB', 'NVIDIA L40S 48GB'),
            tx('Inference and graphics', '推理与图形渲染', '推論とグラフィックス'),
            ['shared'],
            priceTx(6.5, 'from {p} / card-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
        ],
      },
    ],
  },
  apiService: {
    title: tx('API service', 'API 服务', 'API サービス'),
    sections: [
      {
        id: 'apis',
        title: tx('APIs', '接口', 'API'),
        items: [
          [
            tx('Chat completions', '对话补全', 'チャット補完'),
            tx('/v1/chat/completions', '/v1/chat/completions', '/v1/chat/completions'),
            ['llm'],
            priceTx(0.002, '{p} / 1K tokens', '{p}/千 tokens', '{p}/1K トークン'),
          ],
          [
            tx('Embeddings', '向量嵌入', '埋め込み'),
            tx('/v1/embeddings', '/v1/embeddings', '/v1/embeddings'),
            ['nlp'],
            priceTx(0.0005, '{p} / 1K tokens', '{p}/千 tokens', '{p}/1K トークン'),
          ],
        ],
      },
    ],
  },
};

/** The console screen each portal tab leads to (a signed-out visitor is sent to sign in first). */
const PORTAL_LINKS: Record<string, string> = {
  appCenter: '/apps',
  taskCenter: '/task-center',
  ipAsset: '/br-model',
  aiDeploy: '/assembly-service',
  gpuCompute: '/dedicated-computing',
  apiService: '/api-key',
};

const getPortalContent: Handler = (ctx) => {
  const tab = String(ctx.body.tab);
  const p = PORTAL[tab] ?? PORTAL.appCenter;
  return {
    tab,
    title: p.title[ctx.lang] ?? p.title.en,
    subtitle: hostileMode() ? hostileText(0, 200) : null,
    sections: p.sections.map((s) => ({
      id: s.id,
      title: s.title[ctx.lang] ?? s.title.en,
      items: s.items.map(([title, description, tags, price], i) => ({
        id: `${tab}-${s.id}-${i + 1}`,
        title: title[ctx.lang] ?? title.en,
        description: hostileMode() ? hostileText(i + 1, 600) : (description[ctx.lang] ?? description.en),
        image: null,
        tags,
        price: price ? (price[ctx.lang] ?? price.en) : null,
        link: PORTAL_LINKS[tab] ?? '/portal',
      })),
    })),
  };
};

const createRequirement: Handler = (ctx) => {
  const id = ctx.state.nextId('req-');
  ctx.state.notice(`requirement ${id} from ${ctx.body.fullName} <${ctx.body.contact}>`);
  return { requestId: id, createdAt: iso(ctx.now) };
};

const getConsoleOverview: Handler = (ctx) => {
  requireUser(ctx);
  const org = ctx.org?.ugroupId;
  const insts = ctx.state.collection('Instance').where('_org', org);
  const gpus = ctx.state.collection('Gpu').where('_org', org);
  const today = Math.floor(ctx.now / DAY) * DAY;
  const monthStart = Date.UTC(new Date(ctx.now).getUTCFullYear(), new Date(ctx.now).getUTCMonth(), 1);
  // This month's spend is what the organisation's orders paid this month (a refund gives money back): the same
  // orders the order list shows, so an organisation without orders has spent nothing and has no chart.
  const byDay = new Map<string, number>();
  for (const o of ensureCollection(ctx.state, 'Order').where('_org', org)) {
    const paid = o.paidAt ? Date.parse(String(o.paidAt)) : NaN;
    if (!(paid >= monthStart && paid <= ctx.now) || o.status === 'cancelled') continue;
    const day = iso(Math.floor(paid / DAY) * DAY).slice(0, 10);
    const sign = o.transactionType === 'refund' ? -1 : 1;
    byDay.set(day, (byDay.get(day) ?? 0) + sign * Number(o.amount));
  }
  const days = Math.floor((today - monthStart) / DAY) + 1;
  const spendSeries = byDay.size
    ? Array.from({ length: days }, (_, i) => {
        const date = iso(monthStart + i * DAY).slice(0, 10);
        return { date, amount: Math.round((byDay.get(date) ?? 0) * 100) / 100 };
      })
    : [];
  const modules = ctx.state.has('HomeModules') ? (ctx.state.collection('HomeModules').get(org)?.modules ?? []) : [];
  return {
    runningInstances: insts.filter((i) => i.status === 'running').length,
    totalInstances: insts.length,
    gpusInUse: gpus.filter((g) => (g._instances as string[]).length > 0).length,
    gpusTotal: gpus.length,
    monthSpend: Math.round(spendSeries.reduce((s, p) => s + p.amount, 0) * 100) / 100,
    currency: 'CNY',
    spendSeries,
    pendingInvitations: ctx.state.has('Invitation')
      ? ctx.state
          .collection('Invitation')
          .where('_org', org)
          .filter((i) => i.status === 'pending').length
      : 0,
    modules,
  };
};

const getSystemStatus: Handler = (ctx) => ({
  maintenance: process.env.MOCK_MAINTENANCE === '1',
  message: process.env.MOCK_MAINTENANCE === '1' ? text('maintenance', ctx.lang) : null,
  until: null,
});

export const portalHandlers: Record<string, Handler> = {
  getPortalContent,
  createRequirement,
  getConsoleOverview,
  getSystemStatus,
};
