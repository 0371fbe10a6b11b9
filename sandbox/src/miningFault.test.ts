import { createWalletClient, type Hex, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { replacementFees } from '../../src/execution/evm/replacementFees';
import { setupFlowSandbox } from './flows/flowSandbox';

/**
 * The fault `holdMining` on the real local chains: a transaction sent to the held chain waits in
 * its pool, where a replacement paying the widget's replacement fees (+10%) takes its nonce; once
 * the fault is cleared, the replacement is mined and the first never is. The other chain mines as
 * usual meanwhile, and a chain the sandbox does not run is refused.
 */
const env = setupFlowSandbox();

const faultsUrl = () => `${env.sandbox.baseUrl.replace(/\/v1$/, '')}/__sandbox/faults`;

async function receiptOf(chainId: string, hash: Hex) {
  return env.ledgers
    .evm(chainId)
    .getTransactionReceipt({ hash })
    .catch(() => undefined);
}

/**
 * The receipt of a transaction the chain mines by itself: anvil's automine seals the block just
 * after it answers the send, so on a loaded machine the receipt can come a moment later.
 */
async function minedReceipt(chainId: string, hash: Hex) {
  return env.ledgers
    .evm(chainId)
    .waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
}

describe('fault holdMining', () => {
  it('keeps transactions in the pool, where a +10% replacement takes their nonce, until cleared', async () => {
    const account = env.wallets.evm[3]!;
    const chain = env.ledgers.viemChain('31337');
    const reader = env.ledgers.evm('31337');
    const wallet = createWalletClient({ account, chain, transport: http() });
    const nonce = await reader.getTransactionCount({ address: account.address });

    await env.injectFaults({ holdMining: { chainId: '31337' } });
    const first = await wallet.sendTransaction({ to: account.address, value: 1n, nonce });
    const firstSent = await reader.getTransaction({ hash: first });
    expect(firstSent.blockNumber).toBeNull();
    expect(await receiptOf('31337', first)).toBeUndefined();
    expect(await reader.getTransactionCount({ address: account.address })).toBe(nonce);
    expect(
      await reader.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    ).toBe(nonce + 1);

    // The other chain is not held.
    const other = createWalletClient({
      account,
      chain: env.ledgers.viemChain('31338'),
      transport: http(),
    });
    const elsewhere = await other.sendTransaction({ to: account.address, value: 1n });
    expect((await minedReceipt('31338', elsewhere)).status).toBe('success');

    const fees = replacementFees({
      maxFeePerGas: firstSent.maxFeePerGas!,
      maxPriorityFeePerGas: firstSent.maxPriorityFeePerGas!,
    });
    if (!('maxFeePerGas' in fees)) throw new Error('an EIP-1559 transaction stays one');
    const replacement = await wallet.sendTransaction({
      to: account.address,
      value: 0n,
      nonce,
      ...fees,
    });
    expect(await receiptOf('31337', replacement)).toBeUndefined();

    const cleared = await fetch(faultsUrl(), { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect((await minedReceipt('31337', replacement)).status).toBe('success');
    expect(await receiptOf('31337', first)).toBeUndefined();
    expect(await reader.getTransactionCount({ address: account.address })).toBe(nonce + 1);
    // Mining is back: the next transaction is mined at once.
    const next = await wallet.sendTransaction({ to: account.address, value: 0n });
    expect((await minedReceipt('31337', next)).status).toBe('success');
  });

  it('refuses a chain the sandbox does not run, and changes nothing', async () => {
    const answer = await fetch(faultsUrl(), {
      method: 'PUT',
      body: JSON.stringify({ holdMining: { chainId: '1' }, status: 'stuck' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { message: /holdMining\.chainId/ } });
    const faults = await (await fetch(faultsUrl())).json();
    expect(faults).toMatchObject({ holdMining: null, status: null });
  });
});
