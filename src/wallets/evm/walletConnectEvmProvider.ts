import { getAddress, isAddress, numberToHex, UserRejectedRequestError } from 'viem';
import {
  WalletConnectAnswerError,
  WalletConnectChainError,
} from '../walletConnect/walletConnectErrors';
import type { WalletConnectLink } from '../walletConnect/walletConnectLink';
import type { WalletConnectEvmAccount } from './walletConnectEvmAccount';

export interface WalletConnectEvmProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

interface ProviderParts {
  link: Pick<WalletConnectLink, 'request'>;
  /** The session's EVM account and its chains; undefined without a session. */
  account(): WalletConnectEvmAccount | undefined;
  /** The chain wagmi is on (switched locally: each request names its own chain). */
  chainId(): number;
  /** A read on the widget's own RPC for `chainId` (never WalletConnect's). */
  read(chainId: number, method: string, params: unknown): Promise<unknown>;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{130,}$/;

/**
 * An EIP-1193 provider on a WalletConnect session, for wagmi's connector. The wallet is asked
 * only to sign: each request names its chain (`eip155:<id>`), and before it leaves, its chain must
 * be one the wallet approved and its sender the session's account (else it is refused, nothing
 * sent). What the wallet answers is checked for its form. Every other method is a read, and goes
 * to the widget's own RPC.
 */
export function walletConnectEvmProvider(parts: ProviderParts): WalletConnectEvmProvider {
  const toWallet = async (
    chainId: number,
    from: unknown,
    method: string,
    params: unknown[],
    answer: RegExp | ((result: unknown) => boolean),
  ) => {
    checkOutgoing(parts.account(), chainId, from);
    let result: unknown;
    try {
      result = await parts.link.request(`eip155:${chainId}`, { method, params });
    } catch (error) {
      throw walletFailure(error);
    }
    const valid =
      answer instanceof RegExp ? typeof result === 'string' && answer.test(result) : answer(result);
    if (!valid) {
      throw new WalletConnectAnswerError(`${method} answered ${String(result).slice(0, 80)}`);
    }
    return result;
  };

  // The chain each batch was sent on: its status is asked there (`wallet_getCallsStatus` names none).
  const batchChains = new Map<string, number>();

  return {
    async request({ method, params }) {
      const list = Array.isArray(params) ? params : [];
      const account = parts.account();
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return account ? [account.address] : [];
        case 'eth_chainId':
          return numberToHex(parts.chainId());
        case 'eth_sendTransaction': {
          const tx = (list[0] ?? {}) as { chainId?: unknown; from?: unknown };
          const chainId = tx.chainId === undefined ? parts.chainId() : Number(tx.chainId);
          return toWallet(chainId, tx.from, method, [tx], HASH);
        }
        case 'personal_sign':
          return toWallet(parts.chainId(), list[1], method, list, SIGNATURE);
        case 'eth_signTypedData_v4':
          return toWallet(parts.chainId(), list[0], method, list, SIGNATURE);
        // EIP-5792: the batch's chain and sender are checked as a transaction's.
        case 'wallet_getCapabilities': {
          const [chain] = Array.isArray(list[1]) ? list[1] : [];
          const chainId = chain === undefined ? parts.chainId() : Number(chain);
          return toWallet(chainId, list[0], method, list, isObject);
        }
        case 'wallet_sendCalls': {
          const batch = (list[0] ?? {}) as { chainId?: unknown; from?: unknown };
          const chainId = Number(batch.chainId);
          const answer = await toWallet(chainId, batch.from, method, [batch], isBatchId);
          const id = typeof answer === 'string' ? answer : (answer as { id: string }).id;
          batchChains.set(id, chainId);
          return answer;
        }
        case 'wallet_getCallsStatus': {
          const chainId = batchChains.get(String(list[0])) ?? parts.chainId();
          return toWallet(chainId, account?.address, method, list, isObject);
        }
        default:
          if (/^(wallet_|eth_sign)/.test(method)) {
            throw Object.assign(new Error(`${method} is not offered over WalletConnect`), {
              code: 4200,
            });
          }
          return parts.read(parts.chainId(), method, params);
      }
    },
  };
}

const isObject = (result: unknown) =>
  typeof result === 'object' && result !== null && !Array.isArray(result);

/** EIP-5792 v2's `{ id }`, or its first draft's bare id. */
const isBatchId = (result: unknown) =>
  typeof result === 'string' ||
  (isObject(result) && typeof (result as { id?: unknown }).id === 'string');

/** Refuses, before anything is sent, a request on a chain or from an account not approved. */
function checkOutgoing(
  account: WalletConnectEvmAccount | undefined,
  chainId: number,
  from: unknown,
): void {
  if (!account) throw new WalletConnectAnswerError('no WalletConnect session');
  if (!Number.isSafeInteger(chainId) || !account.chainIds.includes(chainId)) {
    throw new WalletConnectChainError(`eip155:${chainId}`);
  }
  if (typeof from !== 'string' || !isAddress(from, { strict: false })) {
    throw new WalletConnectAnswerError(`no sender: ${String(from).slice(0, 60)}`);
  }
  if (getAddress(from) !== account.address) {
    throw new WalletConnectAnswerError(`sender ${from} is not the session's ${account.address}`);
  }
}

/** The wallet's JSON-RPC error as what viem and the engine read: 5000 (the SDK's) is a "no". */
function walletFailure(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.slice(0, 200) : 'WalletConnect request failed';
  if (code === 5000 || code === 4001) return new UserRejectedRequestError(new Error(text));
  return error instanceof Error ? error : Object.assign(new Error(text), { code });
}
