import { base58 } from '@scure/base';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assembleLiteTransaction,
  lookupTableAddresses,
} from '../../src/wallets/solana/liteAssembly';
import { parseLitePayload } from '../../src/wallets/solana/litePayload';
import { createHarness, type Json } from './testing/harness';
import { type RunningSandboxWithChains, startSandboxWithChains } from './withChains';

/** The whole flow on the real local chains: quote, createTx, nextTx, sign, send, /status. */
let sandbox: RunningSandboxWithChains;
const api = createHarness(() => sandbox);

beforeAll(async () => {
  sandbox = await startSandboxWithChains({ port: 0, rateLimit: false }, { deliveryDelayMs: 50 });
});
afterAll(async () => {
  await sandbox?.close();
});

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('sandbox on its local chains', () => {
  it('executes an ERC-20 swap on anvil: exact approval, router swap, status from the chain', async () => {
    const { evm } = (await api.request('GET', '/__sandbox/accounts')).body as Json;
    const account = privateKeyToAccount(evm[1].privateKey as Hex);
    const chains = await api.data('/chains');
    const rpc = chains.find((c: Json) => c.chainId === '31337').rpcUrls[0];
    const usdc = (await api.data('/tokens', { chainId: '31337' }))['31337'].find(
      (t: Json) => t.symbol === 'USDC' && !t.isFlagged,
    );
    const { quotes } = await api.data('/quotes', {
      fromChainId: '31337',
      fromAssetAddress: usdc.address,
      toChainId: '31337',
      toAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      inputAmountDisplay: '300',
      userWalletAddress: account.address,
      include: 'sandswap',
    });
    const route = quotes[0];
    const { steps } = await api.data('/createTx', { routeId: route.routeId });
    const chain = {
      id: 31337,
      name: 'Sandbox Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc] } },
    };
    const wallet = createWalletClient({ account, chain, transport: http(rpc) });
    const reader = createPublicClient({ chain, transport: http(rpc) });
    const before = await reader.getBalance({ address: account.address });
    for (const step of steps) {
      const { txnData } = await api.data('/nextTx', {
        routeId: route.routeId,
        stepId: step.stepId,
      });
      const t = txnData.txnEvm;
      const hash = await wallet.sendTransaction({
        to: t.to,
        data: t.data,
        value: BigInt(t.value),
        gas: BigInt(t.gasLimit),
        gasPrice: BigInt(t.gasPrice),
      });
      const status = await until(
        () => api.data('/status', { routeId: route.routeId, stepId: step.stepId, txnHash: hash }),
        (s: Json) => s.status !== 'in-progress' && s.status !== 'not-started',
      );
      expect(status.status).toBe('success');
      if (step.stepType === 'approval') {
        const router = sandbox.chains.evm[0]!.deployment.router;
        const allowance = await reader.readContract({
          address: usdc.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account.address, router],
        });
        expect(allowance).toBe(300_000_000n);
      }
    }
    const after = await reader.getBalance({ address: account.address });
    // Received at least the quoted minimum, minus what the two transactions cost in gas.
    expect(after - before + 10n ** 16n).toBeGreaterThan(BigInt(route.minOutputAmount));
  });

  it('executes a Solana swap: v0 transaction to the ledger, delivery by the solver', async () => {
    const { solana } = (await api.request('GET', '/__sandbox/accounts')).body as Json;
    const user = Keypair.fromSecretKey(base58.decode(solana[0].secretKey));
    const chains = await api.data('/chains');
    const connection = new Connection(
      chains.find((c: Json) => c.chainId === 'sol').rpcUrls[0],
      'confirmed',
    );
    const usdc = (await api.data('/tokens', { chainId: 'sol' })).sol.find(
      (t: Json) => t.symbol === 'USDC' && !t.isFlagged,
    );
    const { quotes } = await api.data('/quotes', {
      fromChainId: 'sol',
      fromAssetAddress: 'So11111111111111111111111111111111111111112',
      toChainId: 'sol',
      toAssetAddress: usdc.address,
      inputAmountDisplay: '0.5',
      userWalletAddress: user.publicKey.toBase58(),
      include: 'galaxy',
    });
    const route = quotes[0];
    const { steps } = await api.data('/createTx', { routeId: route.routeId });
    const { txnData } = await api.data('/nextTx', {
      routeId: route.routeId,
      stepId: steps[0].stepId,
    });
    const ata = getAssociatedTokenAddressSync(new PublicKey(usdc.address), user.publicKey);
    const balance = async () =>
      BigInt(
        (await connection.getTokenAccountBalance(ata).catch(() => ({ value: { amount: '0' } })))
          .value.amount,
      );
    const before = await balance();
    const tx = VersionedTransaction.deserialize(Buffer.from(txnData.txnSol.data, 'base64'));
    tx.sign([user]);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const status = await until(
      () =>
        api.data('/status', {
          routeId: route.routeId,
          stepId: steps[0].stepId,
          txnHash: signature,
        }),
      (s: Json) => s.status === 'success' || s.status === 'failed',
    );
    expect(status.status).toBe('success');
    expect(status.srcTxnHash).toBe(signature);
    expect((await balance()) - before).toBeGreaterThanOrEqual(BigInt(route.minOutputAmount));
  });

  it('bridges ETH on anvil to USDC on Solana: deposit, relayer delivery, destination hash', async () => {
    const accounts = (await api.request('GET', '/__sandbox/accounts')).body as Json;
    const account = privateKeyToAccount(accounts.evm[2].privateKey as Hex);
    const recipient = accounts.solana[1].publicKey as string;
    const chains = await api.data('/chains');
    const rpc = chains.find((c: Json) => c.chainId === '31337').rpcUrls[0];
    const connection = new Connection(
      chains.find((c: Json) => c.chainId === 'sol').rpcUrls[0],
      'confirmed',
    );
    const usdc = (await api.data('/tokens', { chainId: 'sol' })).sol.find(
      (t: Json) => t.symbol === 'USDC' && !t.isFlagged,
    );
    const { quotes } = await api.data('/quotes', {
      fromChainId: '31337',
      fromAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      toChainId: 'sol',
      toAssetAddress: usdc.address,
      inputAmountDisplay: '0.1',
      userWalletAddress: account.address,
      recipient,
      include: 'swift',
    });
    const route = quotes[0];
    const { steps } = await api.data('/createTx', { routeId: route.routeId });
    expect(steps.map((s: Json) => s.stepType)).toEqual(['bridge']);
    const { txnData } = await api.data('/nextTx', {
      routeId: route.routeId,
      stepId: steps[0].stepId,
    });
    const t = txnData.txnEvm;
    const chain = {
      id: 31337,
      name: 'Sandbox Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc] } },
    };
    const wallet = createWalletClient({ account, chain, transport: http(rpc) });
    const ata = getAssociatedTokenAddressSync(
      new PublicKey(usdc.address),
      new PublicKey(recipient),
    );
    const balance = async () =>
      BigInt(
        (await connection.getTokenAccountBalance(ata).catch(() => ({ value: { amount: '0' } })))
          .value.amount,
      );
    const before = await balance();
    const hash = await wallet.sendTransaction({
      to: t.to,
      data: t.data,
      value: BigInt(t.value),
      gas: BigInt(t.gasLimit),
      gasPrice: BigInt(t.gasPrice),
    });
    const status = await until(
      () => api.data('/status', { routeId: route.routeId, stepId: steps[0].stepId, txnHash: hash }),
      (s: Json) => s.status === 'success' || s.status === 'failed',
    );
    expect(status.status).toBe('success');
    expect(status.destTxnUrl).toContain(`/explorer/sol/tx/${status.destTxnHash}`);
    expect((await balance()) - before).toBeGreaterThanOrEqual(BigInt(route.minOutputAmount));
  });

  it('executes a lite-mode payload assembled by the widget with the ledger lookup table', async () => {
    const { solana } = (await api.request('GET', '/__sandbox/accounts')).body as Json;
    const user = Keypair.fromSecretKey(base58.decode(solana[2].secretKey));
    const chains = await api.data('/chains');
    const connection = new Connection(
      chains.find((c: Json) => c.chainId === 'sol').rpcUrls[0],
      'confirmed',
    );
    const usdc = (await api.data('/tokens', { chainId: 'sol' })).sol.find(
      (t: Json) => t.symbol === 'USDC' && !t.isFlagged,
    );
    const { quotes } = await api.data('/quotes', {
      fromChainId: 'sol',
      fromAssetAddress: usdc.address,
      toChainId: 'sol',
      toAssetAddress: 'So11111111111111111111111111111111111111112',
      inputAmountDisplay: '20',
      userWalletAddress: user.publicKey.toBase58(),
      lite: true,
      include: 'okapi',
    });
    const route = quotes[0];
    const { steps } = await api.data('/createTx', { routeId: route.routeId });
    const { txnData } = await api.data('/nextTx', {
      routeId: route.routeId,
      stepId: steps[0].stepId,
    });
    const payload = parseLitePayload(txnData.txnSol.data);
    const tables = await Promise.all(
      lookupTableAddresses(payload).map(
        async (a) => (await connection.getAddressLookupTable(new PublicKey(a))).value!,
      ),
    );
    expect(tables.every(Boolean)).toBe(true);
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = assembleLiteTransaction({
      payload,
      payer: user.publicKey,
      recentBlockhash: blockhash,
      lookupTables: tables,
    });
    tx.sign([user]);
    const before = await connection.getBalance(user.publicKey);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const status = await until(
      () =>
        api.data('/status', {
          routeId: route.routeId,
          stepId: steps[0].stepId,
          txnHash: signature,
        }),
      (s: Json) => s.status === 'success' || s.status === 'failed',
    );
    expect(status.status).toBe('success');
    // SOL out, minus the transaction fee (a few thousand lamports).
    expect(
      BigInt(await connection.getBalance(user.publicKey)) - BigInt(before) + 100_000n,
    ).toBeGreaterThanOrEqual(BigInt(route.minOutputAmount));
  });

  it('bridges SOL on the ledger to ETH on anvil: order memo, solver payout on EVM', async () => {
    const accounts = (await api.request('GET', '/__sandbox/accounts')).body as Json;
    const user = Keypair.fromSecretKey(base58.decode(accounts.solana[3].secretKey));
    const recipient = accounts.evm[3].address as Hex;
    const chains = await api.data('/chains');
    const connection = new Connection(
      chains.find((c: Json) => c.chainId === 'sol').rpcUrls[0],
      'confirmed',
    );
    const rpc = chains.find((c: Json) => c.chainId === '31338').rpcUrls[0];
    const reader = createPublicClient({ transport: http(rpc) });
    const { quotes } = await api.data('/quotes', {
      fromChainId: 'sol',
      fromAssetAddress: 'So11111111111111111111111111111111111111112',
      toChainId: '31338',
      toAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      inputAmountDisplay: '2',
      userWalletAddress: user.publicKey.toBase58(),
      recipient,
      include: 'swift',
    });
    const route = quotes[0];
    const { steps } = await api.data('/createTx', { routeId: route.routeId });
    const { txnData } = await api.data('/nextTx', {
      routeId: route.routeId,
      stepId: steps[0].stepId,
    });
    const tx = VersionedTransaction.deserialize(Buffer.from(txnData.txnSol.data, 'base64'));
    tx.sign([user]);
    const before = await reader.getBalance({ address: recipient });
    const signature = await connection.sendRawTransaction(tx.serialize());
    const status = await until(
      () =>
        api.data('/status', {
          routeId: route.routeId,
          stepId: steps[0].stepId,
          txnHash: signature,
        }),
      (s: Json) => s.status === 'success' || s.status === 'failed',
    );
    expect(status.status).toBe('success');
    expect(status.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await reader.getBalance({ address: recipient })) - before).toBeGreaterThanOrEqual(
      BigInt(route.minOutputAmount),
    );
  });
});
