// Idle resources: the organisation's idle policy and an idle row's actions, for the instances area's grids.
export { default as IdleActions } from '../components/usage/IdleActions';
export { default as IdlePolicyControl } from '../components/usage/IdlePolicyControl';
