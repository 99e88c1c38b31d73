// The session's stored keys, for the app's start route.
export { readKey, STORAGE_KEYS, writeKey } from '../storage';
