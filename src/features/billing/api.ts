// The billing area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { billingGeneratedApi } from '@/api/generated/billing.gen';
import { billingOperationTags } from '@/api/generated/billing.tags.gen';
import { withResourceTags } from '@/api/resourceTags';

// withResourceTags enhances the endpoints in place; its return type is untyped (any), so the typed api object is
// taken from the generated one.
withResourceTags(billingGeneratedApi, billingOperationTags);
export const billingApi = billingGeneratedApi.enhanceEndpoints({
  endpoints: {
    // Paying or cancelling shows the server's refusal in the confirmation, where the user acted.
    payOrder: { extraOptions: { skipErrorHandler: true } },
    cancelOrder: { extraOptions: { skipErrorHandler: true } },
  },
});

export const {
  useQueryOrdersQuery,
  useGetOrderQuery,
  usePayOrderMutation,
  useCancelOrderMutation,
  useQueryBillsQuery,
  useQueryBillConsumptionQuery,
} = billingApi;

export type {
  Bill,
  BillConsumption,
  BillingMode,
  Order,
  OrderCategory,
  OrderDetail,
  OrderStatus,
  PayType,
  QueryBillsRequest,
  QueryOrdersRequest,
  TransactionType,
} from '@/api/generated/billing.gen';
