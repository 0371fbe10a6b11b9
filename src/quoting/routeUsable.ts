import type { NetworkType, Route } from '../api/types';
import { EXECUTABLE_NETWORK_TYPES } from './routeRules';

// Whether a route on screen can be reviewed: read by the route list and the main button, which
// load once routes answer, not by the quoting in the first load (`routeRules.ts`).

/**
 * Whether every chain the route touches has a wallet we support. `networkTypeOf` resolves a chain
 * id when the asset does not carry its network type.
 */
export function isRouteExecutable(
  route: Route,
  networkTypeOf: (chainId: string) => NetworkType | undefined,
): boolean {
  const assets = [route.from, route.to, ...route.steps.flatMap((s) => [s.from, s.to])];
  return assets.every((a) => {
    const type = a.networkType ?? networkTypeOf(a.chainId);
    return type !== undefined && EXECUTABLE_NETWORK_TYPES.includes(type);
  });
}

/** A route past its `expiresAt` can no longer be executed; it stays visible, marked. */
export function isRouteExpired(route: Route, now: number): boolean {
  return route.expiresAt <= now;
}
