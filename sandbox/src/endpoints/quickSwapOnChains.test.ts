import { base64 } from '@scure/base';
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { QuoteRequest, Step, TxnData } from '../../../src/api/types';
import { type DevKeys, devSigners } from '../flows/engineSigners';
import { setupFlowSandbox } from '../flows/flowSandbox';
import type { Ledgers } from '../flows/ledgers';
import { finalStatus } from '../testing/finalStatus';

/**
 * `/quick-swap` end to end on the local chains, through the widget's client only: one call gives
 * the route and every transaction; each is signed as handed out by a dev key through the
 * widget's own signers (`devSigners`: checked and simulated first, then signed), sent to its
 * chain, and `/status` is polled to `success` before the next (docs/routing-api.md §3). The
 * ledgers then show the input gone from the payer and at least the minimum output arrived.
 */
const env = setupFlowSandbox({}, 100);

/** Signs `txn` for `step` with the dev key and sends it; answers its hash and the fee it paid. */
async function signAndSend(
  ledgers: Ledgers,
  keys: DevKeys,
  step: Step,
  txn: TxnData,
): Promise<{ hash: string; fee: bigint }> {
  const signers = devSigners(ledgers, keys);
  if (txn.txnEvm && signers.evm && keys.evm) {
    const t = txn.txnEvm;
    const hash = await signers.evm.sendTransaction({
      chainId: t.chainId ?? Number(step.from.chainId),
      from: keys.evm.address,
      to: t.to as Hex,
      data: t.data,
      value: t.value,
      gas: t.gasLimit,
    });
    const receipt = await ledgers.evm(step.from.chainId).waitForTransactionReceipt({ hash });
    return { hash, fee: receipt.gasUsed * receipt.effectiveGasPrice };
  }
  if (txn.txnSol && signers.sol) {
    const signed = await signers.sol.sign(await signers.sol.prepare({ step, txn: txn.txnSol }));
    const hash = await ledgers.solana.sendRawTransaction(base64.decode(signed.signed));
    await ledgers.solana.confirmTransaction(hash);
    const sent = await ledgers.solana.getTransaction(hash, { maxSupportedTransactionVersion: 0 });
    if (!sent?.meta) throw new Error(`Solana transaction ${hash} not found`);
    return { hash, fee: BigInt(sent.meta.fee) };
  }
  throw new Error(`no dev key signs a ${txn.networkType} transaction here`);
}

interface QuickCase {
  name: string;
  chainId: string;
  from: string;
  to: string;
  amount: string;
  payer: () => { address: string; keys: DevKeys };
  lite?: boolean;
  /** Transactions handed out in the one answer. */
  txns: number;
}

const evmPayer = () => {
  const account = env.wallets.evm[2]!;
  return { address: account.address, keys: { evm: account } };
};
const solanaPayer = () => {
  const keypair = env.wallets.solana[2]!;
  return { address: keypair.publicKey.toBase58(), keys: { solana: keypair } };
};

const cases: QuickCase[] = [
  {
    name: 'ERC-20 approval + swap',
    chainId: '31337',
    from: 'USDC',
    to: 'WETH',
    amount: '120',
    payer: evmPayer,
    txns: 2,
  },
  {
    name: 'native swap',
    chainId: '31338',
    from: 'ETH',
    to: 'USDC',
    amount: '0.3',
    payer: evmPayer,
    txns: 1,
  },
  {
    name: 'Solana standard',
    chainId: 'sol',
    from: 'SOL',
    to: 'USDC',
    amount: '0.7',
    payer: solanaPayer,
    txns: 1,
  },
  {
    name: 'Solana lite',
    chainId: 'sol',
    from: 'USDC',
    to: 'SOL',
    amount: '35',
    payer: solanaPayer,
    lite: true,
    txns: 1,
  },
];

describe('/quick-swap on the local chains', () => {
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: one call, signed, sent, success',
    async (_name, c) => {
      const { client, ledgers } = env.context();
      const payer = c.payer();
      const from = env.token(c.chainId, c.from);
      const to = env.token(c.chainId, c.to);
      const req: QuoteRequest = {
        fromChainId: c.chainId,
        fromAssetAddress: from.address,
        toChainId: c.chainId,
        toAssetAddress: to.address,
        amount: { inputAmountDisplay: c.amount },
        userWalletAddress: payer.address,
        ...(c.lite ? { lite: true } : {}),
      };
      const before = [
        await ledgers.balance(from, payer.address),
        await ledgers.balance(to, payer.address),
      ];

      const { route, txns } = await client.quickSwap(req);
      if (!route) throw new Error('no route');
      expect(txns).toHaveLength(c.txns);
      const fees: bigint[] = [];
      for (const [i, txn] of txns.entries()) {
        const step = route.steps[i]!;
        const { hash, fee } = await signAndSend(ledgers, payer.keys, step, txn);
        const query = { routeId: route.routeId, stepId: step.stepId, txnHash: hash };
        expect([step.stepType, await finalStatus(() => client.getStatus(query))]).toEqual([
          step.stepType,
          'success',
        ]);
        fees.push(fee);
      }

      const after = [
        await ledgers.balance(from, payer.address),
        await ledgers.balance(to, payer.address),
      ];
      // A native input also paid the transactions' fees; a native output paid them out of what arrived.
      const nativeFees = fees.reduce((a, b) => a + b, 0n);
      const spent = before[0]! - after[0]!;
      const received = after[1]! - before[1]!;
      expect(spent).toBe(route.inputAmount + (from.isNative ? nativeFees : 0n));
      // The router took the route's fees: what arrived lies between the minimum and the quote.
      expect(received + (to.isNative ? nativeFees : 0n)).toBeGreaterThanOrEqual(
        route.minOutputAmount,
      );
      expect(received + (to.isNative ? nativeFees : 0n)).toBeLessThanOrEqual(route.outputAmount);
    },
  );
});
