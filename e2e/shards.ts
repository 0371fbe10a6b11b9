/**
 * `npm test` runs the e2e as three Playwright processes side by side (`scripts/test.mjs`), each
 * with its own sandbox, chains, builds and ports (`e2e/ports.ts`). Playwright's workers cannot
 * split them: the tests share one sandbox, whose faults are global. And one process waits on
 * chains, polls and the browser far more than it uses the machine's two cores (at 620161a: 127 e2e
 * in 11.2 min on one worker, with the CPU busy a third of the time); with two, the cores were
 * still 1.6 to 1.7 busy once Vitest had ended, about a fifth of the run.
 *
 * `E2E_SHARD=2` and `E2E_SHARD=3` run the development build's specs listed for them here;
 * `E2E_SHARD=1` runs all the others: the rest of the development build, the production build and
 * the dev server. Without it (a plain `npx playwright test`), one process runs everything, on the
 * first shard's ports.
 *
 * The lists hold the longest execution specs and the accessibility scans, so that each shard has
 * about a third of the run's time, counting the first shard's own work: its three builds before
 * its first test (about 90 s against 60 s), and the host app's install, type check and build
 * (about 60 s quiet, 100 s beside a second run). A new spec goes to the first shard; move one when
 * `npm test`'s summary shows the shards' times drifting apart. A fourth shard would be listed here,
 * in `parseE2EShard` and in `scripts/test.mjs`'s `SHARDS`.
 */
export const SHARD_SPECS = {
  2: [
    'a11y.spec.ts',
    'languages.spec.ts',
    'executionKinds.spec.ts',
    'executionCrossNetwork.spec.ts',
    'executionTabs.spec.ts',
    'executionStuck.spec.ts',
    'keplrWallet.spec.ts',
    'statusChannel.spec.ts',
    'walletConnectNetworks.spec.ts',
    'executionRequote.spec.ts',
    'executionPartial.spec.ts',
    'phoneWallet.spec.ts',
    'phoneLayout.spec.ts',
    'history.spec.ts',
    'networkTrouble.spec.ts',
  ],
  // Not the custom element's specs (variants.spec.ts, runtimeConfig.spec.ts among them): its
  // script is built in the first shard only (playwright.config.ts).
  3: [
    'executionResumeTronCosmos.spec.ts',
    'executionRefusals.spec.ts',
    'executionResume.spec.ts',
    'walletConnect.spec.ts',
    'executionUntrusted.spec.ts',
    'tronLinkWallet.spec.ts',
    'executionTron.spec.ts',
    'executionQuickSwap.spec.ts',
    'executionOrders.spec.ts',
    'review.spec.ts',
    'execution.spec.ts',
    'routes.spec.ts',
    'amountLocale.spec.ts',
    'recipient.spec.ts',
  ],
} as const satisfies Record<2 | 3, readonly string[]>;

export interface E2EShard {
  /** 1, 2 or 3; 1 when not sharded. */
  index: 1 | 2 | 3;
  /** Whether `E2E_SHARD` split the run. */
  sharded: boolean;
}

export function parseE2EShard(value: string | undefined): E2EShard {
  if (value === undefined || value === '') return { index: 1, sharded: false };
  if (value === '1' || value === '2' || value === '3') {
    return { index: Number(value) as 1 | 2 | 3, sharded: true };
  }
  throw new Error(`E2E_SHARD must be 1, 2 or 3, not ${JSON.stringify(value)}`);
}

export const e2eShard = parseE2EShard(process.env.E2E_SHARD);
