/**
 * `npm test` runs the e2e as two Playwright processes side by side (`scripts/test.mjs`), each with
 * its own sandbox, chains, builds and ports (`e2e/ports.ts`). Playwright's workers cannot split
 * them: the tests share one sandbox, whose faults are global. And one process waits on chains,
 * polls and the browser far more than it uses the machine's two cores (at 620161a: 127 e2e in
 * 11.2 min on one worker, with the CPU busy a third of the time).
 *
 * `E2E_SHARD=2` runs the development build's specs listed here; `E2E_SHARD=1` runs all the others:
 * the rest of the development build, the production build and the dev server. Without it (a plain
 * `npx playwright test`), one process runs everything, on the first shard's ports.
 *
 * The list holds the longest execution specs and the accessibility scans: about half of the run's
 * time, with the first shard's wait for the package's checks (about 35 s) counted. A new spec goes
 * to the first shard; move one here when `npm test`'s summary shows the two shards' times
 * drifting apart.
 */
export const SECOND_SHARD_SPECS = [
  'a11y.spec.ts',
  'languages.spec.ts',
  'executionResumeTronCosmos.spec.ts',
  'executionKinds.spec.ts',
  'executionRefusals.spec.ts',
  'executionCrossNetwork.spec.ts',
  'executionResume.spec.ts',
  'executionTabs.spec.ts',
  'executionStuck.spec.ts',
  'keplrWallet.spec.ts',
  'statusChannel.spec.ts',
  // Not the custom element's specs (variants.spec.ts, runtimeConfig.spec.ts among them): its
  // script is built in the first shard only (playwright.config.ts).
  'walletConnect.spec.ts',
  'walletConnectNetworks.spec.ts',
] as const;

export interface E2EShard {
  /** 1 or 2; 1 when not sharded. */
  index: 1 | 2;
  /** Whether `E2E_SHARD` split the run. */
  sharded: boolean;
}

export function parseE2EShard(value: string | undefined): E2EShard {
  if (value === undefined || value === '') return { index: 1, sharded: false };
  if (value === '1' || value === '2') return { index: Number(value) as 1 | 2, sharded: true };
  throw new Error(`E2E_SHARD must be 1 or 2, not ${JSON.stringify(value)}`);
}

export const e2eShard = parseE2EShard(process.env.E2E_SHARD);
