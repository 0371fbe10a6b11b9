import type { TronTransaction } from '../../execution/signers';
import { checkSignedTronTransaction } from '../../execution/tron/signedTransaction';
import type { WalletConnectAccount } from '../walletConnect/walletConnectAccess';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';
import type { TronWalletAccess } from './tronSigner';

/**
 * A Tron wallet over WalletConnect, sign-only: `tron_signTransaction` on the session's approved
 * account, in the shape its `tron_method_version` announces (`v1`: the transaction itself; before
 * it, nested one level deeper). Only the signature is kept, once `checkedTronSignature` holds.
 */
export function walletConnectTronAccess(account: WalletConnectAccount): TronWalletAccess {
  return {
    address: () => account.address,
    async signTransaction(tx) {
      const transaction = {
        txID: tx.txID,
        raw_data: tx.rawData,
        raw_data_hex: tx.rawDataHex,
        visible: tx.visible,
      };
      const v1 = account.properties.tron_method_version === 'v1';
      const answer = await account.request<unknown>('tron_signTransaction', {
        address: account.address,
        transaction: v1 ? transaction : { transaction },
      });
      return checkedTronSignature(tx, answer, account.address);
    },
  };
}

/**
 * The signature of a wallet's answer to `tron_signTransaction`, refused
 * (`WalletConnectAnswerError`) unless the answer is the transaction asked (its txID and, when it
 * says them, its raw bytes) and the signature recovers to `address`, the transaction's owner.
 */
async function checkedTronSignature(
  asked: TronTransaction,
  answer: unknown,
  address: string,
): Promise<string> {
  const signed = signedOf(answer);
  if (!signed) throw new WalletConnectAnswerError('tron: the answer is no signed transaction');
  const rawHex = signed.raw_data_hex;
  if (
    signed.txID.toLowerCase() !== asked.txID.toLowerCase() ||
    (rawHex !== undefined && rawHex.toLowerCase() !== asked.rawDataHex.toLowerCase())
  ) {
    throw new WalletConnectAnswerError(`tron: signed ${signed.txID}, asked ${asked.txID}`);
  }
  const signature = signed.signature.replace(/^0x/, '');
  try {
    await checkSignedTronTransaction({ ...asked, signature, account: address });
  } catch (error) {
    throw new WalletConnectAnswerError(
      `tron: ${(error as { details?: string }).details ?? String(error)}`,
    );
  }
  return signature;
}

interface SignedTron {
  txID: string;
  signature: string;
  raw_data_hex?: string;
}

/** The signed transaction of an answer (some wallets wrap it in `result`), or undefined. */
function signedOf(answer: unknown): SignedTron | undefined {
  const outer = (answer ?? {}) as Record<string, unknown>;
  const tx = (typeof outer.result === 'object' && outer.result ? outer.result : outer) as Record<
    string,
    unknown
  >;
  const [signature] = Array.isArray(tx.signature) ? tx.signature : [];
  if (typeof tx.txID !== 'string' || typeof signature !== 'string') return undefined;
  if (tx.raw_data_hex !== undefined && typeof tx.raw_data_hex !== 'string') return undefined;
  return {
    txID: tx.txID,
    signature,
    ...(typeof tx.raw_data_hex === 'string' ? { raw_data_hex: tx.raw_data_hex } : {}),
  };
}
