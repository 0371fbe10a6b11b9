import { useStartingPair } from './useStartingPair';

/**
 * Starts on a sensible pair when nothing is chosen (`useStartingPair`). Rendered by the amount
 * field once loaded, after the first paint: it waits for the chain and token lists, which the
 * first paint never has.
 */
export function StartingPair() {
  useStartingPair();
  return null;
}
