/**
 * Bench: how long startChains takes, and how many router swaps / Solana transfers per second the
 * local chains execute over RPC (signed client-side, sent one after another, each awaited), and
 * how many Solana swaps: standard-mode intent swaps (SOL into the vault with the order memo, over
 * RPC) counted done when the solver has paid the USDC out on the ledger.
 */
import {
  Connection,
  Keypair,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { createPublicClient, encodeFunctionData, http, maxUint256, parseGwei } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sandboxRouterAbi } from '../../contracts/build/abis';
import { NATIVE_ADDRESS } from './evm/deploy';
import { startChains } from './index';
import { buildSolanaSwapTransaction } from './solana/swapTransaction';

const EVM_SWAPS = 60;
const SOLANA_TRANSFERS = 150;
const SOLANA_SWAPS = 60;

export default async function run(): Promise<Array<{ name: string; value: number; unit: string }>> {
  const chains = await startChains({ deliveryDelayMs: 100 });
  try {
    const chain = chains.evm[0]!;
    const usdc = chain.deployment.tokens.find((t) => t.symbol === 'USDC')!;
    const account = privateKeyToAccount(chain.deployment.devAccounts[4]!.privateKey);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    let nonce = await client.getTransactionCount({ address: account.address });
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
    const evmStart = performance.now();
    for (let i = 0; i < EVM_SWAPS; i++) {
      const raw = await account.signTransaction({
        chainId: chain.chainId,
        type: 'eip1559',
        nonce: nonce++,
        to: chain.deployment.router,
        value: 10n ** 15n,
        gas: 150_000n,
        maxFeePerGas: parseGwei('20'),
        maxPriorityFeePerGas: parseGwei('1'),
        data: encodeFunctionData({
          abi: sandboxRouterAbi,
          functionName: 'swap',
          args: [
            NATIVE_ADDRESS,
            usdc.address,
            10n ** 15n,
            0n,
            maxUint256,
            account.address,
            deadline,
          ],
        }),
      });
      const hash = await client.sendRawTransaction({ serializedTransaction: raw });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 5 });
      if (receipt.status !== 'success') throw new Error(`swap ${i} reverted`);
    }
    const evmSeconds = (performance.now() - evmStart) / 1000;

    const connection = new Connection(chains.solana.rpcUrl, 'confirmed');
    const payer = chains.solana.devAccounts[4]!.keypair;
    const to = Keypair.generate().publicKey;
    const solStart = performance.now();
    for (let i = 0; i < SOLANA_TRANSFERS; i++) {
      const { blockhash } = await connection.getLatestBlockhash();
      const tx = new VersionedTransaction(
        new TransactionMessage({
          payerKey: payer.publicKey,
          recentBlockhash: blockhash,
          instructions: [
            SystemProgram.transfer({
              fromPubkey: payer.publicKey,
              toPubkey: to,
              lamports: 1_000_000 + i,
            }),
          ],
        }).compileToV0Message(),
      );
      tx.sign([payer]);
      const signature = await connection.sendRawTransaction(tx.serialize());
      const status = (await connection.getSignatureStatuses([signature])).value[0];
      if (!status || status.err) throw new Error(`transfer ${i} failed`);
    }
    const solSeconds = (performance.now() - solStart) / 1000;

    const trader = chains.solana.devAccounts[3]!.keypair;
    const solUsdc = chains.solana.mints.find((m) => m.symbol === 'USDC')!;
    const swapStart = performance.now();
    const settled: Array<Promise<unknown>> = [];
    for (let i = 0; i < SOLANA_SWAPS; i++) {
      const { transaction } = buildSolanaSwapTransaction(chains.solana, {
        user: trader.publicKey,
        inputMint: 'SOL',
        amountIn: 1_000_000n + BigInt(i), // distinct, so no two transactions are the same
        order: {
          orderId: `bench-${i}`,
          dstChain: 'sol',
          outputToken: solUsdc.address,
          recipient: trader.publicKey.toBase58(),
          minAmountOut: 1n,
          quotedAmountOut: maxUint256,
          deadline: Math.floor(Date.now() / 1000) + 600,
        },
      });
      transaction.sign([trader]);
      const signature = await connection.sendRawTransaction(transaction.serialize());
      settled.push(
        chains.deliveries.waitForSettled(signature, 20_000).then((d) => {
          if (d.state !== 'DONE') throw new Error(`swap ${i} ${d.state}: ${d.reason}`);
        }),
      );
    }
    await Promise.all(settled);
    const swapSeconds = (performance.now() - swapStart) / 1000;

    return [
      {
        name: 'sandbox chains start (2 anvils + deploy + Solana ledger)',
        value: chains.startupMs / 1000,
        unit: 's',
      },
      {
        name: `EVM router swaps over RPC, sequential (${EVM_SWAPS})`,
        value: EVM_SWAPS / evmSeconds,
        unit: 'swaps/s',
      },
      {
        name: `Solana transfers over RPC, sequential (${SOLANA_TRANSFERS})`,
        value: SOLANA_TRANSFERS / solSeconds,
        unit: 'tx/s',
      },
      {
        name: `Solana intent swaps SOL -> USDC, sent sequentially, until paid out (${SOLANA_SWAPS})`,
        value: SOLANA_SWAPS / swapSeconds,
        unit: 'swaps/s',
      },
    ];
  } finally {
    await chains.close();
  }
}
