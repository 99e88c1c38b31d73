// The handler table, keyed by operationId. Specific handlers carry business rules, one file per area of
// src/features/ (handlers/<area>.ts); every other operation of openapi.yaml is served by the generic engine
// (handlers/generic.ts) from its shape.
import type { Handler } from '../lib/context';
import { apiUsageHandlers } from './apiUsage';
import { appsHandlers } from './apps';
import { billingHandlers } from './billing';
import { computeHandlers } from './compute';
import { deployHandlers } from './deploy';
import { edgeHandlers } from './edge';
import { instancesHandlers } from './instances';
import { notificationHandlers } from './notifications';
import { organisationHandlers } from './organisation';
import { portalHandlers } from './portal';
import { resourcesHandlers } from './resources';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { storageHandlers } from './storage';
import { tasksHandlers } from './tasks';

export const specificHandlers: Record<string, Handler> = {
  ...apiUsageHandlers,
  ...appsHandlers,
  ...billingHandlers,
  ...computeHandlers,
  ...deployHandlers,
  ...edgeHandlers,
  ...instancesHandlers,
  ...notificationHandlers,
  ...organisationHandlers,
  ...portalHandlers,
  ...resourcesHandlers,
  ...searchHandlers,
  ...sessionHandlers,
  ...storageHandlers,
  ...tasksHandlers,
};

export { scheduleFixtureTransitions } from './instances';
