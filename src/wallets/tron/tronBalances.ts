import { tronAddressBytes, tronToEvmHex } from '../../execution/tron/tronAddress';
import { type TronHttp, tronHttp } from './tronHttp';

/**
 * Tron balances and fees over a full node's HTTP API (the chain's `rpcUrls` entry), as a Tron
 * wallet reads them: TRX from `/wallet/getaccount`, a TRC-20 from its `balanceOf` run by
 * `/wallet/triggerconstantcontract`. Loaded with `import()` on the first Tron read.
 */

/** TRX in a token list: the base58 of the zero address, as Tron's tools name it. */
const isTrx = (address: string) =>
  /^0x0{40}$/.test(tronToEvmHex(tronAddressBytes(address) ?? new Uint8Array(21)));

/** `owner`'s balances of `tokens` (`T…` addresses), by address. */
export async function readTronBalances(
  nodeUrl: string,
  owner: string,
  tokens: readonly string[],
): Promise<Map<string, bigint>> {
  const post = tronHttp(nodeUrl);
  const read = async (token: string): Promise<[string, bigint]> => {
    if (isTrx(token)) {
      const account = await post<{ balance?: number }>('/wallet/getaccount', {
        address: owner,
        visible: true,
      });
      return [token, BigInt(account.balance ?? 0)];
    }
    return [token, await readTrc20Balance(post, owner, token)];
  };
  return new Map(await Promise.all(tokens.map(read)));
}

/** `owner`'s balance of the TRC-20 `token`: its `balanceOf`, run by the node. */
export async function readTrc20Balance(
  post: TronHttp,
  owner: string,
  token: string,
): Promise<bigint> {
  const ownerHex = tronToEvmHex(tronAddressBytes(owner) ?? new Uint8Array(21)).slice(2);
  const call = await post<{ constant_result?: string[] }>('/wallet/triggerconstantcontract', {
    owner_address: owner,
    contract_address: token,
    function_selector: 'balanceOf(address)',
    parameter: ownerHex.padStart(64, '0'),
    visible: true,
  });
  const word = call.constant_result?.[0];
  if (!word) throw new Error(`no balanceOf answer from ${token}`);
  return BigInt(`0x${word}`);
}

/** The TRX a transaction burnt (energy and bandwidth) and its owner, who paid it. */
export async function readTronFee(
  nodeUrl: string,
  txID: string,
): Promise<{ payer: string; fee: bigint }> {
  const post = tronHttp(nodeUrl);
  const [info, tx] = await Promise.all([
    post<{ id?: string; fee?: number }>('/wallet/gettransactioninfobyid', { value: txID }),
    post<{
      raw_data?: { contract?: Array<{ parameter?: { value?: { owner_address?: string } } }> };
    }>('/wallet/gettransactionbyid', { value: txID, visible: true }),
  ]);
  const payer = tx.raw_data?.contract?.[0]?.parameter?.value?.owner_address;
  if (info.id === undefined || !payer) throw new Error(`Tron transaction ${txID} not found`);
  return { payer, fee: BigInt(info.fee ?? 0) };
}
