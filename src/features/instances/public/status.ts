// The instance statuses in their order (the contract's), for the compute area's instance tables.
export { INSTANCE_STATUSES } from '../statusList';
