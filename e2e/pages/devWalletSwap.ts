import { expect, type Locator } from '@playwright/test';
import { COSMOS_CHAIN_ID } from '../cosmosLedger';
import type { SandboxToken } from '../fixtures';
import { TRON_CHAIN_ID } from '../tronLedger';
import type { SandboxWallet } from './sandboxWallet';
import type { SwapPage } from './swapPage';

type TokenOf = (chainId: string, symbol: string) => Promise<SandboxToken>;

/** Sunflower Swap's USDT -> TRX on the sandbox's Tron ledger: an exact approval, then the swap. */
export async function tronSwap(swapPage: SwapPage, sandboxToken: TokenOf) {
  const [usdt, trx] = await Promise.all([
    sandboxToken(TRON_CHAIN_ID, 'USDT'),
    sandboxToken(TRON_CHAIN_ID, 'TRX'),
  ]);
  return {
    usdt,
    trx,
    amount: '2',
    start: () =>
      startDevWalletSwap(swapPage, {
        network: 'Tron',
        chainId: TRON_CHAIN_ID,
        from: usdt.address,
        to: trx.address,
        amount: '2',
        provider: 'Sunflower Swap',
      }),
  };
}

/** Gaia Swap's ATOM -> USDC on the sandbox's Cosmos ledger: one transaction. */
export async function cosmosSwap(swapPage: SwapPage, sandboxToken: TokenOf) {
  const [atom, usdc] = await Promise.all([
    sandboxToken(COSMOS_CHAIN_ID, 'ATOM'),
    sandboxToken(COSMOS_CHAIN_ID, 'USDC'),
  ]);
  return {
    atom,
    usdc,
    amount: '1.5',
    start: () =>
      startDevWalletSwap(swapPage, {
        network: 'Cosmos',
        chainId: COSMOS_CHAIN_ID,
        from: atom.address,
        to: usdc.address,
        amount: '1.5',
        provider: 'Gaia Swap',
      }),
  };
}

/**
 * A same-chain swap of the sandbox's Tron or Cosmos ledger, as a person starts it: the link's
 * pair and amount, the network's dev wallet connected from the main button, the named route
 * reviewed and confirmed. Answers the progress panel.
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
    .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ })
    .click();
  await expect(menu).toBeHidden();
  await swapPage.chooseRoute(swap.provider);
  return swapPage.confirmSwap();
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
