import { base58 } from '@scure/base';
import { type Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { type Hex, keccak256 } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { TxnData } from '../../../src/api/types';
import {
  assembleLiteTransaction,
  lookupTableAddresses,
} from '../../../src/wallets/solana/liteAssembly';
import { isLitePayloadText, parseLitePayload } from '../../../src/wallets/solana/litePayload';
import type { Ledgers } from './ledgers';

/**
 * Turns a `/nextTx` answer into signed transaction bytes, as a wallet would: EVM transactions
 * signed locally (legacy, with the payload's gas and price), Solana standard-mode transactions
 * deserialized and signed, lite-mode payloads assembled by the widget's own module against the
 * lookup tables read from the ledger and a fresh blockhash. Nothing is sent here, so a test can
 * send the same bytes twice.
 */
export interface Signers {
  evm?: PrivateKeyAccount;
  solana?: Keypair;
}

export type SignedTxn =
  | { networkType: 'evm'; chainId: string; raw: Hex; hash: Hex }
  | { networkType: 'sol'; raw: Uint8Array; hash: string; lite: boolean };

export async function signTxn(
  ledgers: Ledgers,
  signers: Signers,
  txnData: TxnData,
): Promise<SignedTxn> {
  if (txnData.networkType === 'evm') return signEvm(ledgers, signers, txnData);
  if (txnData.networkType === 'sol') return signSolana(ledgers, signers, txnData);
  throw new Error(`no ledger to execute ${txnData.networkType} transactions on`);
}

async function signEvm(ledgers: Ledgers, signers: Signers, txnData: TxnData): Promise<SignedTxn> {
  const t = txnData.txnEvm;
  const account = signers.evm;
  if (!t || !account) throw new Error('an EVM step needs txnEvm and an EVM signer');
  if (t.from && t.from.toLowerCase() !== account.address.toLowerCase()) {
    throw new Error(`the transaction is from ${t.from}, the signer is ${account.address}`);
  }
  if (t.chainId === undefined) throw new Error('txnEvm without chainId');
  const chainId = String(t.chainId);
  const nonce = await ledgers
    .evm(chainId)
    .getTransactionCount({ address: account.address, blockTag: 'pending' });
  const raw = await account.signTransaction({
    type: 'legacy',
    chainId: t.chainId,
    nonce,
    to: t.to as Hex,
    value: t.value,
    ...(t.data ? { data: t.data } : {}),
    ...(t.gasLimit !== undefined ? { gas: t.gasLimit } : {}),
    ...(t.gasPrice !== undefined ? { gasPrice: t.gasPrice } : {}),
  });
  return { networkType: 'evm', chainId, raw, hash: keccak256(raw) };
}

async function signSolana(
  ledgers: Ledgers,
  signers: Signers,
  txnData: TxnData,
): Promise<SignedTxn> {
  const data = txnData.txnSol?.data;
  const keypair = signers.solana;
  if (data === undefined || !keypair) throw new Error('a Solana step needs txnSol and a keypair');
  const lite = isLitePayloadText(data);
  let tx: VersionedTransaction;
  if (lite) {
    const payload = parseLitePayload(data);
    const lookupTables = await Promise.all(
      lookupTableAddresses(payload).map(async (address) => {
        const table = await ledgers.solana.getAddressLookupTable(new PublicKey(address));
        if (!table.value) throw new Error(`lookup table ${address} is not on the ledger`);
        return table.value;
      }),
    );
    const { blockhash } = await ledgers.solana.getLatestBlockhash();
    tx = assembleLiteTransaction({
      payload,
      payer: keypair.publicKey,
      recentBlockhash: blockhash,
      lookupTables,
    });
  } else {
    tx = VersionedTransaction.deserialize(Buffer.from(data, 'base64'));
  }
  tx.sign([keypair]);
  const signature = tx.signatures[0];
  if (!signature) throw new Error('the Solana transaction has no signature slot');
  return { networkType: 'sol', raw: tx.serialize(), hash: base58.encode(signature), lite };
}

/** Hands the signed bytes to the chain's RPC; answers the hash the chain reports. */
export async function submitTxn(
  ledgers: Ledgers,
  signed: SignedTxn,
  options: { skipPreflight?: boolean } = {},
): Promise<string> {
  if (signed.networkType === 'evm') {
    return ledgers.evm(signed.chainId).sendRawTransaction({ serializedTransaction: signed.raw });
  }
  return ledgers.solana.sendRawTransaction(signed.raw, {
    skipPreflight: options.skipPreflight ?? false,
  });
}
