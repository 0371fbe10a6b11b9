import { galaxy, okapi, orbit } from './aggregators';
import { arc, span, swift } from './bridges';
import { basinswap, dunes, gaiaswap, sandswap, sunflower } from './dexes';
import { tide } from './orders';
import type { Provider } from './types';

/** Every simulated provider, in a stable order (ties in output are broken by this order). */
export const PROVIDERS: readonly Provider[] = [
  sandswap,
  basinswap,
  dunes,
  sunflower,
  gaiaswap,
  orbit,
  galaxy,
  okapi,
  arc,
  span,
  swift,
  tide,
];

export function providerById(id: string): Provider | undefined {
  return PROVIDERS.find((p) => p.id === id);
}

export type { Leg, Provider } from './types';
