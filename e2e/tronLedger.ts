import type { APIRequestContext } from '@playwright/test';
import type { SandboxToken } from './fixtures';
import { startDevWalletSwap } from './pages/devWalletSwap';
import type { SwapPage } from './pages/swapPage';

/**
 * The sandbox's Tron ledger, read through its own full-node HTTP API (the chain's `rpcUrls`
 * entry in `/chains`), never through the service; and the swap the Tron e2e run on it.
 */
export const TRON_CHAIN_ID = '31339';
export const TRX = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

export async function tronNode(request: APIRequestContext, apiUrl: string): Promise<string> {
  const body = (await (await request.get(`${apiUrl}/chains`)).json()) as {
    data: Array<{ chainId: string; rpcUrls: string[] }>;
  };
  const chain = body.data.find((c) => c.chainId === TRON_CHAIN_ID);
  if (!chain?.rpcUrls[0]) throw new Error('/chains lists no Tron node');
  return chain.rpcUrls[0];
}

/** `owner`'s balance of `token` (TRX, or a TRC-20) as a Tron wallet reads it. */
export async function tronBalanceOf(
  request: APIRequestContext,
  node: string,
  owner: string,
  token: string,
): Promise<bigint> {
  if (token === TRX) {
    const account = await request.post(`${node}/wallet/getaccount`, {
      data: { address: owner, visible: true },
    });
    return BigInt(((await account.json()) as { balance?: number }).balance ?? 0);
  }
  const { tronAddressBytes } = await import('../src/execution/tron/tronAddress');
  const word = Buffer.from(tronAddressBytes(owner)?.subarray(1) ?? []).toString('hex');
  const call = await request.post(`${node}/wallet/triggerconstantcontract`, {
    data: {
      owner_address: owner,
      contract_address: token,
      function_selector: 'balanceOf(address)',
      parameter: word.padStart(64, '0'),
      visible: true,
    },
  });
  return BigInt(`0x${((await call.json()) as { constant_result: string[] }).constant_result[0]}`);
}

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
