import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  maxUint256,
  pad,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxBridgeAbi } from '../../contracts/build/abis';
import { toBridgeBytes32 } from './bridgeAddressing';
import { NATIVE_ADDRESS } from './evm/deploy';
import { sandboxChain } from './evm/sandboxChain';
import { type SandboxChains, type SandboxEvmChain, startChains } from './index';
import { convertAmount } from './pricing';
import { SOLANA_BRIDGE_CHAIN_ID } from './settlement';
import { buildSolanaSwapInstructions } from './solana/swapInstructions';
import { buildSolanaSwapTransaction } from './solana/swapTransaction';

let chains: SandboxChains;
let connection: Connection;

beforeAll(async () => {
  chains = await startChains({ deliveryDelayMs: 300, seed: 'chains-test' });
  connection = new Connection(chains.solana.rpcUrl, 'confirmed');
});
afterAll(() => chains?.close());

/**
 * Runs `send` with deliveries paid `ms` after they are seen, then puts the file's delay back:
 * a test that reads a transfer's status before its payout needs that window to hold on a busy
 * machine (at 300 ms, a Solana swap was paid before its status was read).
 */
async function withDeliveryDelay<T>(ms: number, send: () => Promise<T>): Promise<T> {
  const before = chains.settlement.delayMs;
  chains.settlement.delayMs = ms;
  try {
    return await send();
  } finally {
    chains.settlement.delayMs = before;
  }
}
const PENDING_WINDOW_MS = 5_000;
/** Until the relayer or solver has seen `source` (its delivery begun, its payout scheduled). */
const seenByTheRelayer = (source: string) =>
  vi.waitFor(() => expect(chains.deliveries.get(source)).toBeDefined(), { timeout: 10_000 });

const evmChain = (chainId: number) => chains.evm.find((c) => c.chainId === chainId)!;
const evmToken = (chain: SandboxEvmChain, symbol: string) =>
  chain.deployment.tokens.find((t) => t.symbol === symbol)!;
const solMint = (symbol: string) => chains.solana.mints.find((m) => m.symbol === symbol)!;
const inAMinute = () => BigInt(Math.floor(Date.now() / 1000) + 60);
let nextId = 0;
const transferId = () => keccak256(toHex(`test-${Date.now()}-${nextId++}`));

function evmClients(chain: SandboxEvmChain, devIndex = 2) {
  const account = privateKeyToAccount(chain.deployment.devAccounts[devIndex]!.privateKey);
  return {
    account,
    wallet: createWalletClient({
      account,
      chain: sandboxChain(chain.chainId, chain.name, chain.rpcUrl),
      transport: http(chain.rpcUrl),
    }),
    reader: createPublicClient({ transport: http(chain.rpcUrl) }),
  };
}

async function erc20Balance(chain: SandboxEvmChain, token: Address, owner: Address) {
  const { reader } = evmClients(chain);
  return reader.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

async function deposit(
  src: SandboxEvmChain,
  args: {
    token: Address;
    amount: bigint;
    dstChainId: bigint;
    dstToken: Hex;
    recipient: Hex;
    minAmountOut: bigint;
  },
): Promise<Hex> {
  const { wallet, reader } = evmClients(src);
  if (args.token !== NATIVE_ADDRESS) {
    const approve = await wallet.writeContract({
      address: args.token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [src.deployment.bridge, args.amount],
    });
    await reader.waitForTransactionReceipt({ hash: approve });
  }
  const hash = await wallet.writeContract({
    address: src.deployment.bridge,
    abi: sandboxBridgeAbi,
    functionName: 'deposit',
    args: [
      args.token,
      args.amount,
      args.dstChainId,
      args.dstToken,
      args.recipient,
      args.minAmountOut,
      maxUint256, // no quote here: the relayer pays the market
      inAMinute(),
      transferId(),
    ],
    value: args.token === NATIVE_ADDRESS ? args.amount : 0n,
  });
  expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
  return hash;
}

async function sendSolanaSwap(options: {
  devIndex: number;
  inputMint: string;
  amountIn: bigint;
  dstChain: string;
  outputToken: string;
  recipient: string;
  minAmountOut: bigint;
  /** Use the server-side standard-mode builder (serialized v0 transaction) instead of lite instructions. */
  standard?: boolean;
}) {
  const user = chains.solana.devAccounts[options.devIndex]!.keypair;
  const swap = {
    user: user.publicKey,
    inputMint: options.inputMint,
    amountIn: options.amountIn,
    order: {
      orderId: `order-${Date.now()}-${nextId++}`,
      dstChain: options.dstChain,
      outputToken: options.outputToken,
      recipient: options.recipient,
      minAmountOut: options.minAmountOut,
      quotedAmountOut: maxUint256, // no quote here: the solver pays the market
      deadline: Math.floor(Date.now() / 1000) + 60,
    },
  };
  let tx: VersionedTransaction;
  let latest: { blockhash: string; lastValidBlockHeight: number };
  if (options.standard) {
    // What a wallet gets in standard mode: the serialized transaction, to sign and send.
    const built = buildSolanaSwapTransaction(chains.solana, swap);
    tx = VersionedTransaction.deserialize(built.transaction.serialize());
    latest = {
      blockhash: tx.message.recentBlockhash,
      lastValidBlockHeight: Number(built.lastValidBlockHeight),
    };
  } else {
    // What the widget does in lite mode: fetch the tables and compile the instructions itself.
    const built = buildSolanaSwapInstructions({ ...swap, venue: chains.solana });
    const tables = await Promise.all(
      built.addressLookupTableAddresses.map(
        async (a) => (await connection.getAddressLookupTable(new PublicKey(a))).value!,
      ),
    );
    latest = await connection.getLatestBlockhash();
    tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: user.publicKey,
        recentBlockhash: latest.blockhash,
        instructions: built.instructions,
      }).compileToV0Message(tables),
    );
  }
  tx.sign([user]);
  expect(tx.message.addressTableLookups.length).toBe(1);
  expect(tx.serialize().length).toBeLessThanOrEqual(1232);
  const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
  await connection.confirmTransaction({ signature, ...latest });
  return signature;
}

describe('startChains', () => {
  // How long the start takes is measured by chains.bench.ts, not asserted here.
  it('starts both EVM chains and hands out the anvil dev accounts', () => {
    expect(chains.evm.map((c) => c.chainId)).toEqual([31337, 31338]);
    expect(chains.devAccounts.evm[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('delivers a bridge deposit on 31337 to 31338 through the relayer', async () => {
    const src = evmChain(31337);
    const dst = evmChain(31338);
    const { account } = evmClients(src);
    const usdc = evmToken(src, 'USDC');
    const weth = evmToken(dst, 'WETH');
    const amount = parseUnits('600', 6);
    const expected = convertAmount(amount, usdc, weth);
    const before = await erc20Balance(dst, weth.address, account.address);
    // The relayer sees the deposit within its poll: the delay it schedules is the window's.
    const hash = await withDeliveryDelay(PENDING_WINDOW_MS, async () => {
      const sent = await deposit(src, {
        token: usdc.address,
        amount,
        dstChainId: 31338n,
        dstToken: pad(weth.address),
        recipient: pad(account.address),
        minAmountOut: expected,
      });
      await seenByTheRelayer(sent);
      return sent;
    });
    expect((await chains.getTransactionStatus('31337', hash)).state).toBe('PENDING');
    const delivery = await chains.deliveries.waitForSettled(hash, 20_000);
    expect(delivery).toMatchObject({ state: 'DONE', amountOut: expected, dstChain: '31338' });
    expect(await erc20Balance(dst, weth.address, account.address)).toBe(before + expected);
    const status = await chains.getTransactionStatus('31337', hash);
    expect(status.state).toBe('SUCCESS');
    const dstReceipt = await evmClients(dst).reader.getTransactionReceipt({
      hash: delivery.dstTxHash as Hex,
    });
    expect(dstReceipt.status).toBe('success');
  });

  it('refunds a deposit whose minAmountOut cannot be met', async () => {
    const src = evmChain(31337);
    const { account } = evmClients(src);
    const usdc = evmToken(src, 'USDC');
    const before = await erc20Balance(src, usdc.address, account.address);
    const hash = await deposit(src, {
      token: usdc.address,
      amount: parseUnits('10', 6),
      dstChainId: 31338n,
      dstToken: pad(evmToken(evmChain(31338), 'USDT').address),
      recipient: pad(account.address),
      minAmountOut: parseUnits('11', 6),
    });
    expect(await chains.deliveries.waitForSettled(hash, 10_000)).toMatchObject({
      state: 'REFUNDED',
    });
    expect(await erc20Balance(src, usdc.address, account.address)).toBe(before);
    expect((await chains.getTransactionStatus('31337', hash)).state).toBe('REFUNDED');
  });

  it('refunds a deposit when the destination cannot pay (not enough liquidity)', async () => {
    const src = evmChain(31337);
    const { account, reader } = evmClients(src);
    const amount = parseUnits('4000', 18); // 12M USD of WETH; the bridge on 31338 holds 10M USD
    const before = await reader.getBalance({ address: account.address });
    const hash = await deposit(src, {
      token: NATIVE_ADDRESS,
      amount,
      dstChainId: 31338n,
      dstToken: pad(evmToken(evmChain(31338), 'WETH').address),
      recipient: pad(account.address),
      minAmountOut: 0n,
    });
    // Only the deposit's gas is gone once the refund lands. Reading the balance right after the
    // deposit instead raced the relayer, which can refund within the same moment.
    const { gasUsed, effectiveGasPrice } = await reader.getTransactionReceipt({ hash });
    const delivery = await chains.deliveries.waitForSettled(hash, 10_000);
    expect(delivery.state).toBe('REFUNDED');
    expect(delivery.reason).toMatch(/payout failed/);
    expect(await reader.getBalance({ address: account.address })).toBe(
      before - gasUsed * effectiveGasPrice,
    );
  });

  it('delivers a native deposit on 31338 to an SPL token on Solana', async () => {
    const src = evmChain(31338);
    const recipient = chains.solana.devAccounts[1]!.publicKey;
    const usdc = solMint('USDC');
    const ata = getAssociatedTokenAddressSync(
      new PublicKey(usdc.address),
      new PublicKey(recipient),
    );
    const before = BigInt((await connection.getTokenAccountBalance(ata)).value.amount);
    const amount = parseUnits('0.5', 18);
    const hash = await deposit(src, {
      token: NATIVE_ADDRESS,
      amount,
      dstChainId: SOLANA_BRIDGE_CHAIN_ID,
      dstToken: toBridgeBytes32('sol', usdc.address),
      recipient: toBridgeBytes32('sol', recipient),
      minAmountOut: parseUnits('1500', 6),
    });
    const delivery = await chains.deliveries.waitForSettled(hash, 10_000);
    expect(delivery).toMatchObject({
      state: 'DONE',
      dstChain: 'sol',
      amountOut: parseUnits('1500', 6),
    });
    expect(BigInt((await connection.getTokenAccountBalance(ata)).value.amount)).toBe(
      before + parseUnits('1500', 6),
    );
    expect(chains.solana.getSignatureStatus(delivery.dstTxHash!)?.state).toBe('success');
  });

  it('pays a Solana intent swap (USDC -> SOL) through the solver', async () => {
    const user = chains.solana.devAccounts[2]!.publicKey;
    const amountIn = parseUnits('300', 6);
    const expected = convertAmount(amountIn, solMint('USDC'), chains.solana.native);
    expect(expected).toBe(parseUnits('2', 9));
    const signature = await withDeliveryDelay(PENDING_WINDOW_MS, async () => {
      const sent = await sendSolanaSwap({
        devIndex: 2,
        inputMint: solMint('USDC').address,
        amountIn,
        dstChain: 'sol',
        outputToken: 'SOL',
        recipient: user,
        minAmountOut: expected,
        standard: true,
      });
      await seenByTheRelayer(sent);
      return sent;
    });
    const afterSwap = await connection.getBalance(new PublicKey(user));
    expect((await chains.getTransactionStatus('sol', signature)).state).toBe('PENDING');
    const delivery = await chains.deliveries.waitForSettled(signature, 20_000);
    expect(delivery).toMatchObject({ state: 'DONE', amountIn, amountOut: expected });
    expect(BigInt(await connection.getBalance(new PublicKey(user)))).toBe(
      BigInt(afterSwap) + expected,
    );
    expect((await chains.getTransactionStatus('sol', signature)).state).toBe('SUCCESS');
  });

  it('pays two equal Solana intents sent back to back (equal payouts are distinct transactions)', async () => {
    const user = chains.solana.devAccounts[2]!.publicKey;
    const swap = {
      devIndex: 2,
      inputMint: 'SOL',
      dstChain: 'sol',
      outputToken: solMint('USDC').address,
      recipient: user,
      minAmountOut: 1n,
    };
    // One lamport apart, so the deposits differ, yet the USDC paid out is the same.
    const first = await sendSolanaSwap({ ...swap, amountIn: 10_000_000n });
    const second = await sendSolanaSwap({ ...swap, amountIn: 10_000_001n });
    const deliveries = await Promise.all(
      [first, second].map((s) => chains.deliveries.waitForSettled(s, 10_000)),
    );
    expect(deliveries.map((d) => d.state)).toEqual(['DONE', 'DONE']);
    expect(deliveries[0]!.amountOut).toBe(deliveries[1]!.amountOut);
    expect(deliveries[0]!.dstTxHash).not.toBe(deliveries[1]!.dstTxHash);
  });

  it('pays a Solana intent (SOL -> USDC on 31337) on the EVM chain', async () => {
    const dst = evmChain(31337);
    const recipient = evmClients(dst, 3).account.address;
    const usdc = evmToken(dst, 'USDC');
    const before = await erc20Balance(dst, usdc.address, recipient);
    const signature = await sendSolanaSwap({
      devIndex: 3,
      inputMint: 'SOL',
      amountIn: parseUnits('1', 9),
      dstChain: '31337',
      outputToken: usdc.address,
      recipient,
      minAmountOut: parseUnits('149', 6),
    });
    expect(await chains.deliveries.waitForSettled(signature, 10_000)).toMatchObject({
      state: 'DONE',
    });
    expect(await erc20Balance(dst, usdc.address, recipient)).toBe(before + parseUnits('150', 6));
  });

  it('refunds a Solana intent whose minAmountOut cannot be met', async () => {
    const user = chains.solana.devAccounts[4]!.publicKey;
    const usdt = solMint('USDT');
    const ata = getAssociatedTokenAddressSync(new PublicKey(usdt.address), new PublicKey(user));
    const before = (await connection.getTokenAccountBalance(ata)).value.amount;
    const signature = await sendSolanaSwap({
      devIndex: 4,
      inputMint: usdt.address,
      amountIn: parseUnits('10', 6),
      dstChain: 'sol',
      outputToken: solMint('USDC').address,
      recipient: user,
      minAmountOut: parseUnits('10.01', 6),
    });
    expect(await chains.deliveries.waitForSettled(signature, 10_000)).toMatchObject({
      state: 'REFUNDED',
    });
    expect((await connection.getTokenAccountBalance(ata)).value.amount).toBe(before);
  });

  it('reports a failed Solana swap as failed and pays nothing', async () => {
    const signature = await sendSolanaSwap({
      devIndex: 4,
      inputMint: solMint('USDC').address,
      amountIn: parseUnits('999999999', 6), // more than the wallet holds
      dstChain: 'sol',
      outputToken: 'SOL',
      recipient: chains.solana.devAccounts[4]!.publicKey,
      minAmountOut: 0n,
    }).catch((error: unknown) => error);
    expect(typeof signature).toBe('string');
    const status = await chains.getTransactionStatus('sol', signature as string);
    expect(status.state).toBe('FAILED');
    expect(chains.deliveries.get(signature as string)).toBeUndefined();
  });

  it('stops every chain on close', async () => {
    // web3.js confirmTransaction leaves a status request in flight for a moment; let it finish so
    // closing the server does not surface as an unhandled rejection inside web3.js.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const pids = chains.evm.map((c) => c.pid);
    await chains.close();
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(chains.solana.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});
