/**
 * The phone wallet's `cosmos` methods, as WalletConnect's Cosmos RPC reference (and Keplr's
 * WalletConnect answers) have them, bytes as base64:
 * - `cosmos_getAccounts` `{}` → `[{ algo: 'secp256k1', address, pubkey }]`.
 * - `cosmos_signDirect` `{ signerAddress, signDoc: { chainId, accountNumber, authInfoBytes,
 *   bodyBytes } }` → `{ signature: { pub_key: { type, value }, signature }, signed }`, `signed`
 *   the doc signed, in the request's shape.
 * - `cosmos_signAmino` `{ signerAddress, signDoc }` (an amino StdSignDoc) → the same shape.
 * Signed with cosmjs's wallets, as Keplr signs. The doc's chain id must be the request's. In the
 * "wrong chain" mode the doc is signed, and answered, under another chain id.
 */
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino';
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import * as v from 'valibot';
import {
  invalidParams,
  type MethodHandler,
  notThisAccount,
  type WalletRequest,
} from '../walletRequest';

const base64 = v.pipe(v.string(), v.base64());
const DirectSchema = v.object({
  signerAddress: v.string(),
  signDoc: v.object({
    chainId: v.string(),
    accountNumber: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
    authInfoBytes: base64,
    bodyBytes: base64,
  }),
});
const AminoSchema = v.object({
  signerAddress: v.string(),
  signDoc: v.looseObject({
    chain_id: v.string(),
    account_number: v.string(),
    sequence: v.string(),
    memo: v.string(),
    msgs: v.array(v.object({ type: v.string(), value: v.unknown() })),
    fee: v.looseObject({
      amount: v.array(v.object({ denom: v.string(), amount: v.string() })),
      gas: v.string(),
    }),
  }),
});

/** What the "wrong chain" mode signs under. */
const OTHER_CHAIN_ID = 'sandbox-cosmos-2';

function parse<T extends v.GenericSchema>(schema: T, request: WalletRequest): v.InferOutput<T> {
  const result = v.safeParse(schema, request.params);
  if (!result.success) throw invalidParams(`params: ${v.summarize(result.issues)}`);
  return result.output;
}

/** Checks signer and chain; answers the chain id the doc is signed under. */
function signingChainId(request: WalletRequest, signerAddress: string, docChainId: string): string {
  if (signerAddress !== request.account.cosmos.address) {
    throw notThisAccount(`signerAddress: ${signerAddress} is not this wallet's account`);
  }
  if (`cosmos:${docChainId}` !== request.chainId) {
    throw invalidParams(`signDoc: chain ${docChainId} is not the request's ${request.chainId}`);
  }
  return request.wrongChain ? OTHER_CHAIN_ID : docChainId;
}

const getAccounts: MethodHandler = async ({ signer }) => [
  {
    algo: 'secp256k1',
    address: signer.cosmos.address,
    pubkey: toBase64(fromHex(signer.cosmos.publicKey)),
  },
];

const signDirect: MethodHandler = async (request) => {
  const { signerAddress, signDoc } = parse(DirectSchema, request);
  const chainId = signingChainId(request, signerAddress, signDoc.chainId);
  const wallet = await DirectSecp256k1Wallet.fromKey(
    fromHex(request.signer.cosmos.privateKey),
    'cosmos',
  );
  const { signature } = await wallet.signDirect(request.signer.cosmos.address, {
    chainId,
    accountNumber: BigInt(signDoc.accountNumber),
    authInfoBytes: fromBase64(signDoc.authInfoBytes),
    bodyBytes: fromBase64(signDoc.bodyBytes),
  });
  return { signature, signed: { ...signDoc, chainId } };
};

const signAmino: MethodHandler = async (request) => {
  const { signerAddress, signDoc } = parse(AminoSchema, request);
  const chainId = signingChainId(request, signerAddress, signDoc.chain_id);
  const wallet = await Secp256k1Wallet.fromKey(fromHex(request.signer.cosmos.privateKey), 'cosmos');
  const signed: StdSignDoc = { ...(signDoc as StdSignDoc), chain_id: chainId };
  return wallet.signAmino(request.signer.cosmos.address, signed);
};

export const cosmosMethods: Record<string, MethodHandler> = {
  cosmos_getAccounts: getAccounts,
  cosmos_signDirect: signDirect,
  cosmos_signAmino: signAmino,
};
