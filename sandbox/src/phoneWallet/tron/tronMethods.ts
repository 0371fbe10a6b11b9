/**
 * The phone wallet's `tron` method, as WalletConnect's Tron RPC reference has it:
 * `tron_signTransaction` `{ address, transaction }`, the transaction as TronWeb builds it
 * (`{ txID, raw_data, raw_data_hex, visible }`), or nested one level deeper
 * (`{ transaction: { transaction } }`, the format before `tron_method_version: "v1"`, which this
 * wallet's sessions announce) → the transaction with `signature: [<65 bytes, hex>]` added.
 * It signs the txID, as TronLink does, after checking that it is the sha256 of `raw_data_hex`,
 * that the bytes are a transaction the ledger runs, and that its owner is the session's account.
 */
import * as v from 'valibot';
import { bytesToHex, type Hex, hexToBytes } from 'viem';
import { tronAddressBytes } from '../../chains/tron/address';
import { signTxId } from '../../chains/tron/signature';
import { decodeRaw, txIdOf } from '../../chains/tron/transaction';
import { invalidParams, type MethodHandler, notThisAccount } from '../walletRequest';

const TransactionSchema = v.looseObject({
  txID: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/)),
  raw_data_hex: v.pipe(v.string(), v.regex(/^(?:[0-9a-fA-F]{2})+$/)),
});
const ParamsSchema = v.object({ address: v.string(), transaction: v.unknown() });
const NestedSchema = v.object({ transaction: TransactionSchema });

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && bytesToHex(a) === bytesToHex(b);

const signTransaction: MethodHandler = async (request) => {
  const parsed = v.safeParse(ParamsSchema, request.params);
  if (!parsed.success) throw invalidParams(`params: ${v.summarize(parsed.issues)}`);
  const { address, transaction } = parsed.output;
  const nested = v.safeParse(NestedSchema, transaction);
  const flat = v.safeParse(
    TransactionSchema,
    nested.success ? nested.output.transaction : transaction,
  );
  if (!flat.success) throw invalidParams(`transaction: ${v.summarize(flat.issues)}`);
  const tx = flat.output;
  const account = tronAddressBytes(request.account.tron.address);
  if (!sameBytes(tronAddressBytes(address), account)) {
    throw notThisAccount(`address: ${address} is not this wallet's account`);
  }
  const rawBytes = hexToBytes(`0x${tx.raw_data_hex}`);
  if (txIdOf(rawBytes) !== tx.txID.toLowerCase()) {
    throw invalidParams('transaction: txID is not the sha256 of raw_data_hex');
  }
  let owner: Uint8Array;
  try {
    owner = (await decodeRaw(rawBytes)).contract.owner;
  } catch (error) {
    throw invalidParams(`transaction: ${(error as Error).message}`);
  }
  if (!sameBytes(owner, account)) {
    throw notThisAccount("transaction: its owner is not this wallet's account");
  }
  const signature = await signTxId(tx.txID, `0x${request.signer.tron.privateKey}` as Hex);
  return { ...tx, signature: [signature] };
};

export const tronMethods: Record<string, MethodHandler> = {
  tron_signTransaction: signTransaction,
};
