/**
 * Bench: what the effect check adds before a Solana wallet prompt. The same USDC -> SOL swap
 * (the sandbox's standard-mode transaction: USDC to the solver vault, the order memo) on a fresh
 * LiteSVM ledger, simulated the way the signer did before (`simulateTransaction`) and the way it
 * does now (`checkSolanaEffects`: the keys, token accounts and fee read, the accounts read, then
 * `simulateTransaction` with those accounts and the effects judged), each run 20 times after a
 * warm-up; the medians and their ratio.
 */
import { Connection } from '@solana/web3.js';
import { asset, SOLANA_SOL, step } from '../../../src/test/routeFixtures';
import { checkSolanaEffects } from '../../../src/wallets/solana/solanaEffectCheck';
import { startSolanaLedger } from '../chains/solana/startSolanaLedger';
import { buildSolanaSwapTransaction } from '../chains/solana/swapTransaction';
import { effectCheckRows, medianMs } from './effectBench';

const RUNS = 20;
const COMMITMENT = 'confirmed';

export default async function run() {
  const chain = await startSolanaLedger({ seed: 'bench', slotMs: 0 });
  try {
    const connection = new Connection(chain.rpcUrl, COMMITMENT);
    const user = chain.devAccounts[0]!.keypair.publicKey;
    const usdc = chain.mints.find((m) => m.symbol === 'USDC')!.address;
    const amountIn = 25_000_000n;
    const { transaction: tx } = buildSolanaSwapTransaction(chain, {
      user,
      inputMint: usdc,
      amountIn,
      order: {
        orderId: 'bench',
        dstChain: 'sol',
        outputToken: SOLANA_SOL.address,
        recipient: user.toBase58(),
        minAmountOut: 1n,
        quotedAmountOut: 100_000_000n,
        deadline: Math.floor(Date.now() / 1000) + 3600,
      },
    });
    const swap = step({
      from: asset({ symbol: 'USDC', chainId: 'sol', networkType: 'sol', address: usdc }),
      to: SOLANA_SOL,
      inputAmount: amountIn,
      outputAmount: 100_000_000n,
    });
    const ctx = { connection, user, commitment: COMMITMENT } as const;
    await checkSolanaEffects(ctx, tx, swap); // throws unless the swap passes the check
    const plain = await medianMs(async () => {
      const { value } = await connection.simulateTransaction(tx, {
        sigVerify: false,
        replaceRecentBlockhash: false,
        commitment: COMMITMENT,
      });
      if (value.err !== null) throw new Error(`the swap fails: ${JSON.stringify(value.err)}`);
    }, RUNS);
    const withEffects = await medianMs(() => checkSolanaEffects(ctx, tx, swap), RUNS);
    return effectCheckRows(
      'Solana',
      {
        plain: 'simulateTransaction',
        checked: 'account reads + simulateTransaction with accounts',
      },
      plain,
      withEffects,
    );
  } finally {
    await chain.close();
  }
}
