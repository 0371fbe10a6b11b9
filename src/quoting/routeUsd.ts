import type { Route } from '../api/types';
import { toUsd } from '../lib/amounts';

/** USD value of what the route takes (0 when the input token has no price). */
export function inputUsd(route: Route): number {
  return toUsd(route.inputAmount, route.from.decimals, route.from.lastPrice);
}

/** USD value of the output; undefined when the output token has no price. */
export function outputUsd(route: Route): number | undefined {
  if (!(route.to.lastPrice > 0)) return undefined;
  return toUsd(route.outputAmount, route.to.decimals, route.to.lastPrice);
}
