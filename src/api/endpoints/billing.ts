// The billing area's API policy: generated endpoints with the generated cache tags; paying or cancelling an order
// shows the server's refusal in the confirmation, where the user acted.
import { billingGeneratedApi } from '../generated/billing.gen';
import { billingOperationTags } from '../generated/billing.tags.gen';
import { INLINE, TAG_TYPES, withTagTable } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const billingApi = billingGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(billingOperationTags, {
    payOrder: INLINE,
    cancelOrder: INLINE,
  }),
});

export const {
  useQueryOrdersQuery,
  useGetOrderQuery,
  usePayOrderMutation,
  useCancelOrderMutation,
  useQueryBillsQuery,
  useQueryBillConsumptionQuery,
} = billingGeneratedApi;

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
} from '../generated/billing.gen';
