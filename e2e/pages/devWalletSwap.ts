import { expect, type Locator } from '@playwright/test';
import type { SandboxToken } from '../fixtures';
import { COSMOS_CHAIN_ID, TRON_CHAIN_ID } from '../networkLedgers';
import type { SandboxWallet } from './sandboxWallet';
import type { SwapPage } from './swapPage';

type TokenOf = (chainId: string, symbol: string) => Promise<SandboxToken>;

/**
 * Which wallet signs (the network's dev wallet when absent), a look at the review, and what to do
 * once Review's effect preview settled, right before Confirm swap (a fault for the run's own
 * `/nextTx`: the preview asks it too).
 */
interface SwapWallet {
  wallet?: string;
  inReview?: (review: Locator) => Promise<void>;
  beforeConfirm?: () => Promise<void>;
}

/** Sunflower Swap's USDT -> TRX on the sandbox's Tron ledger: an exact approval, then the swap. */
export async function tronSwap(swapPage: SwapPage, sandboxToken: TokenOf, by: SwapWallet = {}) {
  const [usdt, trx] = await Promise.all([
    sandboxToken(TRON_CHAIN_ID, 'USDT'),
    sandboxToken(TRON_CHAIN_ID, 'TRX'),
  ]);
  const amount = '2';
  const pair = { chainId: TRON_CHAIN_ID, from: usdt.address, to: trx.address, amount };
  return {
    usdt,
    trx,
    amount,
    start: (beforeConfirm?: () => Promise<void>) =>
      startDevWalletSwap(swapPage, {
        network: 'Tron',
        provider: 'Sunflower Swap',
        ...pair,
        ...by,
        beforeConfirm,
      }),
  };
}

/** Gaia Swap's ATOM -> USDC on the sandbox's Cosmos ledger: one transaction. */
export async function cosmosSwap(swapPage: SwapPage, sandboxToken: TokenOf, by: SwapWallet = {}) {
  const [atom, usdc] = await Promise.all([
    sandboxToken(COSMOS_CHAIN_ID, 'ATOM'),
    sandboxToken(COSMOS_CHAIN_ID, 'USDC'),
  ]);
  const amount = '1.5';
  const pair = { chainId: COSMOS_CHAIN_ID, from: atom.address, to: usdc.address, amount };
  return {
    atom,
    usdc,
    amount,
    start: (beforeConfirm?: () => Promise<void>) =>
      startDevWalletSwap(swapPage, {
        network: 'Cosmos',
        provider: 'Gaia Swap',
        ...pair,
        ...by,
        beforeConfirm,
      }),
  };
}

/**
 * A same-chain swap of the sandbox's Tron or Cosmos ledger, as a person starts it: the link's
 * pair and amount, the network's dev wallet (or the `wallet` named) connected from the main
 * button, the named route reviewed and confirmed. Answers the progress panel.
 */
export async function startDevWalletSwap(
  swapPage: SwapPage,
  swap: {
    network: 'Tron' | 'Cosmos';
    chainId: string;
    from: string;
    to: string;
    amount: string;
    provider: string;
  } & SwapWallet,
): Promise<Locator> {
  await swapPage.goto({
    fromChain: swap.chainId,
    fromToken: swap.from,
    toChain: swap.chainId,
    toToken: swap.to,
    amount: swap.amount,
    devWalletPrompt: '1',
  });
  await swapPage.connectWallet(swap.network, swap.wallet ?? /Sandbox dev wallet \(test funds\)/);
  await swapPage.chooseRoute(swap.provider);
  const review = await swapPage.openReview();
  await swap.inReview?.(review);
  return swapPage.confirmSwap(review, swap.beforeConfirm);
}

/** The swap stops on a refused payload, in words ending "Nothing was signed.", with no prompt. */
export async function expectRefusedBeforePrompt(
  progress: Locator,
  wallet: SandboxWallet,
  words: RegExp,
): Promise<void> {
  const end = progress.getByRole('status');
  await wallet.expectNoPromptUntil(end.getByText('Swap stopped', { exact: true }));
  await expect(end).toContainText(words);
  await expect(end).toContainText('Nothing was signed.');
  expect(wallet.prompts, 'prompts').toHaveLength(0);
}
