// The invitation dialog's chip rules (docs/product-rules.md#field-rules, docs/product-rules.md#fixed-values): each email checked as it becomes a chip,
// duplicates and batches past the limit refused. Messages are i18n keys of the `validation` namespace.
import { checkInvitationBatch, LIMITS, rules, splitEmails } from '@/validation/rules';

export interface ChipsResult {
  /** The chips after adding what passed. */
  emails: string[];
  /** Text left in the input (what was refused, so it can be corrected). */
  rest: string;
  /** i18n key of the first refusal, or null. */
  error: string | null;
}

/** Adds the emails in `text` to `current`: valid, new ones become chips, the first refusal is reported. */
export function addEmails(current: readonly string[], text: string, pendingCount = 0): ChipsResult {
  const emails = [...current];
  const refused: string[] = [];
  let error: string | null = null;
  for (const candidate of splitEmails(text)) {
    let reason: string | null = null;
    if (rules.email(candidate)) reason = 'validation:email';
    else if (emails.some((e) => e.toLowerCase() === candidate.toLowerCase())) reason = 'validation:duplicateEmail';
    else if (checkInvitationBatch([...emails, candidate], pendingCount).overLimit)
      reason = 'validation:invitationLimit';
    if (reason) {
      refused.push(candidate);
      error = error ?? reason;
    } else emails.push(candidate);
  }
  return { emails, rest: refused.join(', '), error };
}

/** What the whole batch fails on when sent, or null. */
export function checkBatch(emails: readonly string[], pendingCount = 0): string | null {
  if (emails.length === 0) return 'organisation:invite.emailsRequired';
  const check = checkInvitationBatch([...emails], pendingCount);
  if (check.invalid.length) return 'validation:email';
  if (check.duplicates.length) return 'validation:duplicateEmail';
  if (check.overLimit) return 'validation:invitationLimit';
  return null;
}

export const INVITATION_BATCH_LIMIT = LIMITS.invitationBatch;
