// Renders its children once the api runtime is in the store (./storeCore.ts), suspending until then: every screen
// but the sign-in form reads the api slice from its first render.
import { use, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { loadApiRuntime, type CoreStore } from './storeCore';

export default function ApiGate({ children }: { children: ReactNode }) {
  const store = useStore() as unknown as CoreStore;
  if (!store.apiInstalled) use(loadApiRuntime(store));
  return children;
}
