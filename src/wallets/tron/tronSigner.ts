import { decodeErrorResult, hexToString, isHex } from 'viem';
import { SimulationFailedError } from '../../execution/errors';
import type {
  TronBroadcast,
  TronLog,
  TronReceipt,
  TronSigner,
  TronTransaction,
} from '../../execution/signers';
import { signedTransactionHex } from './signedTransactionHex';
import { readTrc20Balance } from './tronBalances';
import type { TronHttp } from './tronHttp';
import { readTronAllowance, readTronToken } from './tronTokenReads';

/** What a Tron wallet gives the signer: its account, and a sign-only prompt. */
export interface TronWalletAccess {
  /** The connected account (`T…`), or undefined. */
  address(): string | undefined;
  /** Wallet prompt: signs `tx` (never broadcasts it); answers the signature, 130 hex digits. */
  signTransaction(tx: TronTransaction): Promise<string>;
}

interface ConstantCallAnswer {
  result?: { result?: boolean; code?: string; message?: string };
  constant_result?: string[];
  transaction?: { ret?: Array<{ ret?: string }> };
  /** java-tron's `TransactionExtention.logs`: left out when the call emitted none. */
  logs?: unknown;
}
interface BroadcastAnswer {
  result?: boolean;
  code?: string;
  message?: string;
}
interface TransactionInfo {
  id?: string;
  fee?: number | string;
  result?: string;
  resMessage?: string;
  contractResult?: string[];
  receipt?: { result?: string };
}

/**
 * The engine's `TronSigner` on a Tron wallet and a full node: the node simulates, broadcasts and
 * says what landed; the wallet only signs. Answers are mapped here once (the node's codes to the
 * port's closed set, messages from hex), so the engine never reads java-tron's shapes.
 */
export function createTronSigner(wallet: TronWalletAccess, http: TronHttp): TronSigner {
  return {
    networkType: 'tron',
    account: () => wallet.address(),
    async simulate({ owner, contract, data, callValue }) {
      const answer = await http<ConstantCallAnswer>('/wallet/triggerconstantcontract', {
        owner_address: owner,
        contract_address: contract,
        data: data?.slice(2) ?? '',
        call_value: callValue,
        visible: true,
      });
      const failed =
        answer.result?.result === false ||
        answer.result?.message !== undefined ||
        answer.transaction?.ret?.some((r) => r.ret === 'FAILED');
      if (failed) {
        const reason =
          revertData(answer.constant_result?.[0]) ?? answer.result?.message ?? answer.result?.code;
        throw new SimulationFailedError({ reason });
      }
      const logs = readLogs(answer.logs);
      if (!logs) throw new SimulationFailedError({ reason: 'the node answered unreadable logs' });
      return { logs };
    },
    readTokenBalance: ({ token, owner }) => readTrc20Balance(http, owner, token),
    readToken: (token, owner) => readTronToken(http, token, owner),
    readAllowance: (token, owner, spender) => readTronAllowance(http, token, owner, spender),
    sign: (tx) => wallet.signTransaction(tx),
    async broadcast(tx, signature): Promise<TronBroadcast> {
      // The signed bytes themselves: a stored transaction has no JSON `raw_data` to send.
      const answer = await http<BroadcastAnswer>('/wallet/broadcasthex', {
        transaction: signedTransactionHex(tx.rawDataHex, signature),
      });
      if (answer.result === true) return { status: 'sent' };
      if (answer.code === 'DUP_TRANSACTION_ERROR') return { status: 'known' };
      if (answer.code === 'TRANSACTION_EXPIRATION_ERROR') return { status: 'expired' };
      return {
        status: 'refused',
        code: answer.code ?? 'OTHER_ERROR',
        message: text(answer.message) ?? 'no message',
      };
    },
    async receipt(txID): Promise<TronReceipt | undefined> {
      const info = await http<TransactionInfo>('/wallet/gettransactioninfobyid', { value: txID });
      if (info.id === undefined) return undefined; // in no block yet: java-tron answers {}
      const fee = info.fee === undefined ? undefined : BigInt(info.fee);
      // A TRX transfer has no contract result; a call says SUCCESS, REVERT, OUT_OF_ENERGY, …
      const result = info.receipt?.result;
      if (info.result !== 'FAILED' && (result === undefined || result === 'SUCCESS')) {
        return { status: 'success', fee };
      }
      const why = revertData(info.contractResult?.[0]) ?? text(info.resMessage);
      const reason = [result ?? 'FAILED', why].filter(Boolean).join(': ');
      return { status: 'failed', reason, fee };
    },
  };
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/;
const isLog = (log: unknown): log is TronLog => {
  const { address, topics, data } = (log ?? {}) as Record<string, unknown>;
  return (
    typeof address === 'string' &&
    /^(?:41)?[0-9a-fA-F]{40}$/.test(address) &&
    Array.isArray(topics) &&
    topics.every((t) => typeof t === 'string' && /^[0-9a-fA-F]{64}$/.test(t)) &&
    typeof data === 'string' &&
    HEX.test(data)
  );
};

/** The logs of a simulation, each as java-tron prints it; undefined when any is not. */
function readLogs(logs: unknown): TronLog[] | undefined {
  if (logs === undefined) return [];
  if (!Array.isArray(logs) || !logs.every(isLog)) return undefined;
  return logs.map(({ address, topics, data }) => ({ address, topics: [...topics], data }));
}

/** A revert's `Error(string)` reason from its return data (hex, no `0x`), if it has one. */
function revertData(hex: string | undefined): string | undefined {
  if (!hex) return undefined;
  try {
    const decoded = decodeErrorResult({ abi: [], data: `0x${hex}` });
    return decoded.args?.map(String).join(', ') || undefined;
  } catch {
    return undefined;
  }
}

/** java-tron writes messages as hex unless asked `visible`. */
function text(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isHex(`0x${message}`) && message.length % 2 === 0 ? hexToString(`0x${message}`) : message;
}
