import {
  createPublicClient,
  decodeEventLog,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, setupPhoneWalletDapp } from '../testing/phoneWalletDapp';

// The phone wallet's smart-account mode against a real dapp-side sign-client; what happened on
// chain is read back with viem, not with the wallet's code.
const env = setupPhoneWalletDapp();
const { wallet, dev, connectedDapp } = env;

interface CallsStatus {
  id: string;
  status: number;
  atomic: boolean;
  receipts?: Array<{ transactionHash: Hex; status: string }>;
}

describe('the sandbox phone wallet as a smart account', () => {
  it('answers without EIP-5792 in its normal mode (4200), as a plain wallet', async () => {
    expect(NAMESPACES.eip155.methods).toContain('wallet_sendCalls');
    const { ask } = await connectedDapp();
    await expect(
      ask('eip155:31337', 'wallet_getCapabilities', [dev(0).evm, ['0x7a69']]),
    ).rejects.toMatchObject({ code: 4200 });
  });

  it('runs a batch in ONE transaction of the dev account, delegated with EIP-7702 to the batch executor', async () => {
    const { ask } = await connectedDapp();
    await wallet('PUT', '/settings', { autoApprove: true, mode: 'smartAccount' });
    expect(await ask('eip155:31337', 'wallet_getCapabilities', [dev(0).evm, ['0x7a69']])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    });

    const chain = env.sandbox.chains.evm[0]!;
    const usdc = chain.deployment.tokens[0]!.address;
    const calls = [
      {
        to: usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [dev(3).evm, maxUint256],
        }),
      },
      {
        to: usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [dev(2).evm, 5n],
        }),
      },
    ];
    const batch = (from: string) => [
      { version: '2.0.0', chainId: '0x7a69', from, atomicRequired: true, calls },
    ];
    const { id } = await ask<{ id: string }>('eip155:31337', 'wallet_sendCalls', batch(dev(0).evm));
    expect(id).not.toMatch(/^0x[0-9a-f]{64}$/i); // a batch id, not a transaction hash

    const status = async () => ask<CallsStatus>('eip155:31337', 'wallet_getCallsStatus', [id]);
    let answer = await status();
    while (answer.status === 100) answer = await status();
    expect(answer).toMatchObject({ id, status: 200, atomic: true });
    expect(answer.receipts).toHaveLength(1);

    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const hash = answer.receipts![0]!.transactionHash;
    const tx = await client.getTransaction({ hash });
    expect(tx).toMatchObject({
      type: 'eip7702',
      from: dev(0).evm.toLowerCase(),
      to: dev(0).evm.toLowerCase(),
    });
    expect(tx.authorizationList?.[0]?.address.toLowerCase()).toBe(
      chain.deployment.batchExecutor.toLowerCase(),
    );
    const receipt = await client.getTransactionReceipt({ hash });
    const events = receipt.logs.map((log) => decodeEventLog({ abi: erc20Abi, ...log }).eventName);
    expect(events).toEqual(['Approval', 'Transfer']);
    expect(
      await client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [dev(0).evm, dev(3).evm],
      }),
    ).toBe(maxUint256);
    expect(await client.getCode({ address: dev(0).evm })).toBe(
      `0xef0100${chain.deployment.batchExecutor.slice(2).toLowerCase()}`,
    );
    // The person's page lists the batch as one request; the status reads are not listed.
    const { requests } = await wallet('GET', '/state');
    expect(requests.map((r: { method: string }) => r.method)).toEqual(['wallet_sendCalls']);

    // Another account's batch is refused before anything is signed.
    await expect(ask('eip155:31337', 'wallet_sendCalls', batch(dev(1).evm))).rejects.toMatchObject({
      code: 4100,
    });
  });
});
