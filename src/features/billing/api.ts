// The billing area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { billingGeneratedApi } from '@/api/generated/billing.gen';
import { withResourceTags } from '@/api/resourceTags';

export const billingApi = withResourceTags(billingGeneratedApi);
