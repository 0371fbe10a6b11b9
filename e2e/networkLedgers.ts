import type { APIRequestContext } from '@playwright/test';
import { tronAddressBytes } from '../src/execution/tron/tronAddress';

/**
 * The sandbox's Tron and Cosmos ledgers read the way their wallets read them: through the HTTP
 * API `/chains` names as the chain's `rpcUrls` entry (the Tron full node's `/wallet/*`, the Cosmos
 * SDK's REST API), never through the service.
 */

export const TRON_CHAIN_ID = '31339';
export const COSMOS_CHAIN_ID = 'sandbox-cosmos-1';
/** TRX, as Tron's tools name it: the base58 of the zero address. */
export const TRX = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** The HTTP API of `chainId`, from `/chains`. */
export async function ledgerApi(
  request: APIRequestContext,
  apiUrl: string,
  chainId: string,
): Promise<string> {
  const body = (await (await request.get(`${apiUrl}/chains`)).json()) as {
    data: Array<{ chainId: string; rpcUrls: string[] }>;
  };
  const url = body.data.find((c) => c.chainId === chainId)?.rpcUrls[0];
  if (!url) throw new Error(`/chains lists no API for ${chainId}`);
  return url;
}

/** `owner`'s balance of `token` (TRX, or a TRC-20) on the Tron node `node`. */
export async function tronBalance(
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

/** `owner`'s balance of `denom` on the Cosmos REST API `rest`. */
export async function cosmosBalance(
  request: APIRequestContext,
  rest: string,
  owner: string,
  denom: string,
): Promise<bigint> {
  const res = await request.get(
    `${rest}/cosmos/bank/v1beta1/balances/${owner}/by_denom?denom=${encodeURIComponent(denom)}`,
  );
  return BigInt(((await res.json()) as { balance: { amount: string } }).balance.amount);
}
