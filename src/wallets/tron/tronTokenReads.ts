import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem';
import { tronTextToEvmHex } from '../../execution/tron/tronAddress';
import type { TronHttp } from './tronHttp';

interface ConstantAnswer {
  result?: { result?: boolean; message?: string };
  constant_result?: string[];
}

type Read = 'symbol' | 'decimals' | 'allowance';

/** One TRC-20 view call from `owner` (`/wallet/triggerconstantcontract`); throws when it fails. */
async function constantRead<F extends Read>(
  http: TronHttp,
  token: string,
  owner: string,
  functionName: F,
  args: readonly `0x${string}`[] = [],
) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never) as string;
  const answer = await http<ConstantAnswer>('/wallet/triggerconstantcontract', {
    owner_address: owner,
    contract_address: token,
    data: data.slice(2),
    visible: true,
  });
  const hex = answer.constant_result?.[0];
  if (answer.result?.result !== true || answer.result.message || !hex) {
    throw new Error(`${functionName}() of ${token} did not answer`);
  }
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: `0x${hex}` } as never) as
    | string
    | number
    | bigint;
}

/** A TRC-20's `symbol()` and `decimals()`; undefined unless it answers both as an ERC-20 would. */
export async function readTronToken(
  http: TronHttp,
  token: string,
  owner: string,
): Promise<{ symbol: string; decimals: number } | undefined> {
  try {
    const [symbol, decimals] = await Promise.all([
      constantRead(http, token, owner, 'symbol'),
      constantRead(http, token, owner, 'decimals'),
    ]);
    if (typeof symbol !== 'string' || typeof decimals !== 'number' || decimals > 77) {
      return undefined;
    }
    return { symbol, decimals };
  } catch {
    return undefined; // no answer, or not an ERC-20's: the token is named by its address
  }
}

/** `allowance(owner, spender)` of a TRC-20 now; undefined when it does not answer. */
export async function readTronAllowance(
  http: TronHttp,
  token: string,
  owner: string,
  spender: string,
): Promise<bigint | undefined> {
  const [ownerHex, spenderHex] = [tronTextToEvmHex(owner), tronTextToEvmHex(spender)];
  if (!ownerHex || !spenderHex) return undefined;
  try {
    const allowance = await constantRead(http, token, owner, 'allowance', [ownerHex, spenderHex]);
    return typeof allowance === 'bigint' ? allowance : undefined;
  } catch {
    return undefined;
  }
}
