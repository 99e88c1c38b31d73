// The rules JSON Schema cannot say (cross-field and stateful checks) are listed in openapi.yaml: per operation in
// `x-business-rules`, and at the document root for the refusals any secured operation may answer. Each rule is
// `{ id, errorCode, message, showType, description }`, where `message` names the text: a key of SERVER_MESSAGES
// (server-mock/lib/messages.ts), of the console's validation texts (src/i18n/locales/*/validation.json), or a
// console text named `<namespace>:<path>` (a form's own message, e.g. `compute:request.errors.afterToday`).
// The mock refuses only through `breach(ctx, id)`, so the listed text and code are the ones answered, and a
// refusal the operation does not list is a bug of the mock (an error, not a silent answer).
import type { RuleKey } from '../../src/validation/rules';
import type { Ctx } from './context';
import { BusinessError, type ShowType } from './envelope';
import {
  SERVER_MESSAGES,
  consoleText,
  hasConsoleText,
  hasRuleText,
  ruleText,
  text,
  type ServerMessageKey,
} from './messages';
import type { Operation, Schema } from './spec';

export interface BusinessRule {
  id: string;
  errorCode: string;
  /** key of SERVER_MESSAGES or of the validation texts */
  message: string;
  showType: ShowType;
  description?: string;
}

const isRule = (r: unknown): r is BusinessRule =>
  !!r &&
  typeof (r as BusinessRule).id === 'string' &&
  typeof (r as BusinessRule).errorCode === 'string' &&
  typeof (r as BusinessRule).message === 'string';

/** The rules any secured operation may answer (the document root's `x-business-rules`). */
export function commonRules(doc: Schema): BusinessRule[] {
  const list: unknown = doc['x-business-rules'];
  return Array.isArray(list) ? list.filter(isRule) : [];
}

/** The rules an operation lists itself (its `x-business-rules`). */
export function rulesOf(op: Pick<Operation, 'raw'>): BusinessRule[] {
  const list: unknown = op.raw['x-business-rules'];
  return Array.isArray(list) ? list.filter(isRule) : [];
}

/** Whether `message` names a text the mock can answer in every language. */
export function isKnownMessage(message: string): boolean {
  return message in SERVER_MESSAGES || hasRuleText(message) || hasConsoleText(message);
}

/** The rule `id` as the operation (or the document root) lists it, or undefined. */
export function ruleFor(doc: Schema, op: Pick<Operation, 'raw'>, id: string): BusinessRule | undefined {
  return rulesOf(op).find((r) => r.id === id) ?? commonRules(doc).find((r) => r.id === id);
}

/** The text of a rule in the request's language. */
export function ruleMessage(ctx: Pick<Ctx, 'lang'>, rule: BusinessRule): string {
  if (rule.message in SERVER_MESSAGES) return text(rule.message as ServerMessageKey, ctx.lang);
  if (rule.message.includes(':')) return consoleText(rule.message, ctx.lang);
  return ruleText(rule.message as RuleKey, ctx.lang);
}

/**
 * Refuses the call with the listed rule `id`: HTTP 200, success false, the rule's errorCode, text and showType.
 * `detail` is appended to the text (e.g. the value that is not offered). A rule the operation does not list is
 * a mock bug: it throws a plain Error (answered 500) so that a test finds it.
 */
export function breach(ctx: Pick<Ctx, 'op' | 'state' | 'lang'>, id: string, detail?: string): never {
  const rule = ruleFor(ctx.state.doc, ctx.op, id);
  if (!rule) throw new Error(`business rule "${id}" is not listed for ${ctx.op.operationId} in openapi.yaml`);
  const message = ruleMessage(ctx, rule);
  throw new BusinessError(rule.errorCode, detail ? `${message}: ${detail}` : message, 200, rule.showType ?? 2);
}
