// A resource's usage history (GPU or instance), for the instances area's monitoring tab.
export { default as UsageHistoryPanel } from '../components/usage/UsageHistoryPanel';
