// The handler table, keyed by operationId. Specific handlers carry business rules; every other
// operation of openapi.yaml is served by the generic engine (handlers/generic.ts) from its shape.
import type { Handler } from '../lib/context';
import { assetHandlers } from './assets';
import { computeHandlers } from './compute';
import { instanceHandlers } from './instances';
import { notificationHandlers } from './notifications';
import { organisationHandlers } from './organisation';
import { serviceHandlers } from './services';
import { sessionHandlers } from './session';

export const specificHandlers: Record<string, Handler> = {
  ...sessionHandlers,
  ...organisationHandlers,
  ...computeHandlers,
  ...instanceHandlers,
  ...assetHandlers,
  ...serviceHandlers,
  ...notificationHandlers,
};

export { scheduleFixtureTransitions } from './instances';
