// docs/product-rules.md#calls-and-errors's resource refusals of a deployment, told apart by their error codes, so the wizard can offer the
// way out each one names: switch to another GPU model, or release active instances.
import type { ApiError } from '@/api/envelope';

export type ResourceProblem = 'noAvailableResources' | 'noComputeResources';

export function resourceProblemOf(error: unknown): ResourceProblem | null {
  if (!error || typeof error !== 'object') return null;
  const { errorCode, message } = error as Partial<ApiError>;
  if (errorCode === 'NO_COMPUTE_RESOURCES') return 'noComputeResources';
  if (errorCode === 'NO_AVAILABLE_RESOURCES') return 'noAvailableResources';
  // A backend without the codes still says docs/product-rules.md#calls-and-errors's words.
  if (typeof message === 'string') {
    if (message.startsWith('No compute resources available')) return 'noComputeResources';
    if (message === 'No available resources') return 'noAvailableResources';
  }
  return null;
}
