/** The page URL parameter that turns `/quick-swap` on in a development build. */
const DEV_QUICK_SWAP_PARAM = 'quickSwap';

/**
 * True when a development page was opened with `quickSwap=1`: the integrator's `quickSwap` turned
 * on from the link, so e2e tests (and people) can try `/quick-swap` on a development build. A
 * production build never reads it: there the choice is the build's (`VITE_QUICK_SWAP`) or the
 * integrator's config, never a link's.
 */
export function devQuickSwapRequested(search: string): boolean {
  if (!__DEVELOPMENT_BUILD__) return false;
  return new URLSearchParams(search).get(DEV_QUICK_SWAP_PARAM) === '1';
}
