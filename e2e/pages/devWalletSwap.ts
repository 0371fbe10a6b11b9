import { expect, type Locator } from '@playwright/test';
import type { SandboxWallet } from './sandboxWallet';
import type { SwapPage } from './swapPage';

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
    /** The wallet's button in the network's section: the sandbox dev wallet when absent. */
    wallet?: string;
    /** Checks the review before Confirm swap. */
    inReview?: (review: Locator) => Promise<void>;
  },
): Promise<Locator> {
  await swapPage.goto({
    fromChain: swap.chainId,
    fromToken: swap.from,
    toChain: swap.chainId,
    toToken: swap.to,
    amount: swap.amount,
    devWalletPrompt: '1',
  });
  await swapPage.root.getByRole('button', { name: `Connect ${swap.network} wallet` }).click();
  const menu = swapPage.root.getByRole('dialog', { name: 'Wallets' });
  await menu
    .getByRole('region', { name: `${swap.network} wallet` })
    .getByRole('button', { name: swap.wallet ?? /Sandbox dev wallet \(test funds\)/ })
    .click();
  await expect(menu).toBeHidden();
  await swapPage.chooseRoute(swap.provider);
  const review = await swapPage.openReview();
  await swap.inReview?.(review);
  return swapPage.confirmSwap(review);
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
