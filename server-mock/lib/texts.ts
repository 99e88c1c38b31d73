// Data in the three languages of the answers (platform content such as the portal's cards, the catalogue's
// descriptions and the product words on orders): one shape, the visitor's Accept-Language picks one. Refusals and
// notices are messages, not data: they are in lib/messages.ts.
import { formatMoney } from '../../src/components/format';
import type { Lang } from './messages';

/** A text of the platform's own content in zh, en and ja (the visitor's Accept-Language picks one). */
export type Texts = Record<Lang, string>;

export const tx = (en: string, zh: string, ja: string): Texts => ({ en, zh, ja });

/** A price worded in each language around the console's one money format (`{p}` is the amount in CNY). */
export const priceTx = (amount: number, en: string, zh: string, ja: string): Texts => ({
  en: en.replace('{p}', formatMoney(amount, 'en-US')),
  zh: zh.replace('{p}', formatMoney(amount, 'zh-CN')),
  ja: ja.replace('{p}', formatMoney(amount, 'ja-JP')),
});
