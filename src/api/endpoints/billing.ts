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
    // The budget form shows the server's refusal with the values kept.
    updateOrganisationBudget: INLINE,
    // A refused preflight is shown in the block on the spending screen, not as a global message.
    getSpendPreflight: INLINE,
  }),
});

export const {
  useQueryOrdersQuery,
  useGetOrderQuery,
  usePayOrderMutation,
  useCancelOrderMutation,
  useQueryBillsQuery,
  useQueryBillConsumptionQuery,
  useGetOrganisationBudgetQuery,
  useUpdateOrganisationBudgetMutation,
  useGetSpendPreflightQuery,
} = billingGeneratedApi;

export type {
  Bill,
  BillConsumption,
  BillingMode,
  GetSpendPreflightRequest,
  Order,
  OrderCategory,
  OrderDetail,
  OrderStatus,
  OrganisationBudget,
  PayType,
  QueryBillsRequest,
  QueryOrdersRequest,
  QuotaResources,
  RefusalReason,
  SpendKind,
  SpendPreflight,
  TransactionType,
  UpdateOrganisationBudgetRequest,
} from '../generated/billing.gen';
