import { hexToBytes, recoverAddress, sha256 } from 'viem';
import { ForeignSignedTransactionError, UnexpectedTransactionError } from '../steps/stepErrors';
import { decodeTronRaw, type TronContract } from './rawTransaction';
import { tronAddressBytes, tronToEvmHex } from './tronAddress';

/**
 * A signed Tron transaction the engine is about to send: the signature a wallet answered, or one
 * read back from storage after a reload. Sent only when `rawDataHex` hashes to `txID` and the
 * signature recovers to the transaction's owner, and that owner is `account` when one is given:
 * the chain would refuse anything else, and storage is no proof of what the user signed.
 * Throws `UnexpectedTransactionError`; nothing is sent. Read back from storage (`stored`), a
 * transaction whose owner is not `account` is another key's, well formed or not: refused with
 * `ForeignSignedTransactionError`, neither sent nor followed.
 */
export async function checkSignedTronTransaction(signed: {
  txID: string;
  rawDataHex: string;
  signature: string;
  account?: string | undefined;
  stored?: boolean;
}): Promise<void> {
  const { txID, rawDataHex, signature, account, stored } = signed;
  const refuse = (why: string) => new UnexpectedTransactionError('not-asked', why);
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(rawDataHex) || sha256(`0x${rawDataHex}`).slice(2) !== txID) {
    throw refuse(`the signed bytes are not transaction ${txID}`);
  }
  if (!/^[0-9a-fA-F]{130}$/.test(signature)) throw refuse('no 65-byte signature');
  let contract: TronContract | undefined;
  try {
    [contract] = decodeTronRaw(hexToBytes(`0x${rawDataHex}`)).contracts;
  } catch {
    contract = undefined;
  }
  if (!contract || contract.type === 'other') throw refuse(`transaction ${txID} has no owner`);
  const owner = tronToEvmHex(contract.owner);
  const expected = account ? tronAddressBytes(account) : contract.owner;
  if (stored && (!expected || tronToEvmHex(expected).toLowerCase() !== owner)) {
    throw new ForeignSignedTransactionError(`transaction ${txID} of ${owner}, wallet ${account}`);
  }
  let signer: string;
  try {
    signer = await recoverAddress({ hash: `0x${txID}`, signature: `0x${signature}` });
  } catch {
    throw refuse('the signature recovers no key');
  }
  if (
    !expected ||
    signer.toLowerCase() !== owner.toLowerCase() ||
    tronToEvmHex(expected).toLowerCase() !== owner
  ) {
    throw refuse(`signed by ${signer}, owner ${owner}, wallet ${account ?? 'any'}`);
  }
}
