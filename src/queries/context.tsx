import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { RoutingClient } from '../api/client';

export interface RoutingClientContextValue {
  client: RoutingClient;
  /** Per-widget-instance prefix of every query key. */
  scope: string;
  /** The config's RPC URLs per chain id, used before the API's (see `chainsQueryOptions`). */
  rpcUrls?: Readonly<Record<string, readonly string[]>> | undefined;
}

const RoutingClientContext = createContext<RoutingClientContextValue | null>(null);

export interface RoutingClientProviderProps {
  client: RoutingClient;
  scope: string;
  rpcUrls?: Readonly<Record<string, readonly string[]>> | undefined;
  children?: ReactNode;
}

export function RoutingClientProvider({
  client,
  scope,
  rpcUrls,
  children,
}: RoutingClientProviderProps) {
  const value = useMemo(() => ({ client, scope, rpcUrls }), [client, scope, rpcUrls]);
  return <RoutingClientContext.Provider value={value}>{children}</RoutingClientContext.Provider>;
}

export function useRoutingClient(): RoutingClientContextValue {
  const value = useContext(RoutingClientContext);
  if (!value) throw new Error('useRoutingClient must be used inside <RoutingClientProvider>');
  return value;
}
