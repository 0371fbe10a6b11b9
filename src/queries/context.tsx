import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { RoutingClient } from '../api/client';

export interface RoutingClientContextValue {
  client: RoutingClient;
  /** Per-widget-instance prefix of every query key. */
  scope: string;
}

const RoutingClientContext = createContext<RoutingClientContextValue | null>(null);

export interface RoutingClientProviderProps {
  client: RoutingClient;
  scope: string;
  children?: ReactNode;
}

export function RoutingClientProvider({ client, scope, children }: RoutingClientProviderProps) {
  const value = useMemo(() => ({ client, scope }), [client, scope]);
  return <RoutingClientContext.Provider value={value}>{children}</RoutingClientContext.Provider>;
}

export function useRoutingClient(): RoutingClientContextValue {
  const value = useContext(RoutingClientContext);
  if (!value) throw new Error('useRoutingClient must be used inside <RoutingClientProvider>');
  return value;
}
