import type { SandboxToken } from './fixtures';
import { TRON_CHAIN_ID } from './networkLedgers';
import { startDevWalletSwap } from './pages/devWalletSwap';
import type { SwapPage } from './pages/swapPage';

/** The swap the Tron e2e run on the sandbox's Tron ledger (read it with `networkLedgers.ts`). */
/** Sunflower Swap's USDT -> TRX on the sandbox's Tron ledger, with the dev wallet or `wallet`. */
export async function tronSwap(
  swapPage: SwapPage,
  sandboxToken: (chainId: string, symbol: string) => Promise<SandboxToken>,
  wallet?: string,
) {
  const [usdt, trx] = await Promise.all([
    sandboxToken(TRON_CHAIN_ID, 'USDT'),
    sandboxToken(TRON_CHAIN_ID, 'TRX'),
  ]);
  return {
    usdt,
    start: () =>
      startDevWalletSwap(swapPage, {
        network: 'Tron',
        chainId: TRON_CHAIN_ID,
        from: usdt.address,
        to: trx.address,
        amount: '2',
        provider: 'Sunflower Swap',
        wallet,
      }),
  };
}
