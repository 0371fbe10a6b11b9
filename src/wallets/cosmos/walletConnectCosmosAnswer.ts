import { type AminoSignResponse, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { type DirectSignResponse, makeSignBytes } from '@cosmjs/proto-signing';
import { base64 } from '@scure/base';
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { bytesToHex, recoverPublicKey, sha256 } from 'viem';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';

// What a Cosmos wallet answers over WalletConnect (`cosmos_signDirect`, `cosmos_signAmino`: the
// doc it signed and `{ pub_key, signature }`), kept only once it is the account's signature of
// the doc asked. Bytes are base64 on the wire.

const refuse = (why: string) => new WalletConnectAnswerError(`cosmos: ${why}`);

/** `cosmos_signDirect`'s answer to `asked`: only the auth info (the wallet's fee) may differ. */
export async function checkedDirectAnswer(
  asked: SignDoc,
  answer: unknown,
  pubkey: Uint8Array,
): Promise<DirectSignResponse> {
  const { signed, signature } = parts(answer);
  const doc = (signed ?? {}) as Record<string, unknown>;
  const bytes = (value: unknown) => (typeof value === 'string' ? decode(value) : undefined);
  const [bodyBytes, authInfoBytes] = [bytes(doc.bodyBytes), bytes(doc.authInfoBytes)];
  const accountNumber = typeof doc.accountNumber === 'string' ? doc.accountNumber : '';
  if (
    !bodyBytes ||
    !authInfoBytes ||
    doc.chainId !== asked.chainId ||
    accountNumber !== asked.accountNumber.toString() ||
    bytesToHex(bodyBytes) !== bytesToHex(asked.bodyBytes)
  ) {
    throw refuse('the wallet signed another doc than it was asked to sign');
  }
  const signedDoc: SignDoc = { ...asked, authInfoBytes };
  await checkSignature(makeSignBytes(signedDoc), signature, pubkey);
  return { signed: signedDoc, signature };
}

/**
 * `cosmos_signAmino`'s answer to `asked`: only the fee (the wallet's) may differ; its chain,
 * account, sequence, messages and memo are the ones asked, compared as the bytes signed.
 */
export async function checkedAminoAnswer(
  asked: StdSignDoc,
  answer: unknown,
  pubkey: Uint8Array,
): Promise<AminoSignResponse> {
  const { signed, signature } = parts(answer);
  if (typeof signed !== 'object' || signed === null || Array.isArray(signed)) {
    throw refuse('the answer has no signed doc');
  }
  const doc = signed as StdSignDoc;
  if (!isFee(doc.fee)) throw refuse('the fee the wallet signed cannot be read');
  let bytes: Uint8Array;
  let withAskedFee: Uint8Array;
  try {
    bytes = serializeSignDoc(doc);
    withAskedFee = serializeSignDoc({ ...doc, fee: asked.fee });
  } catch {
    throw refuse('the signed doc cannot be read');
  }
  if (bytesToHex(withAskedFee) !== bytesToHex(serializeSignDoc(asked))) {
    throw refuse('the wallet signed another doc than it was asked to sign');
  }
  await checkSignature(bytes, signature, pubkey);
  return { signed: doc, signature };
}

/** An amino fee: coins with integer amounts, and its gas as a decimal string. */
function isFee(fee: unknown): boolean {
  const { amount, gas } = (fee ?? {}) as { amount?: unknown; gas?: unknown };
  const coin = (c: unknown) => {
    const { denom, amount: units } = (c ?? {}) as { denom?: unknown; amount?: unknown };
    return typeof denom === 'string' && typeof units === 'string' && /^\d{1,40}$/.test(units);
  };
  return (
    Array.isArray(amount) &&
    amount.length <= 10 &&
    amount.every(coin) &&
    typeof gas === 'string' &&
    /^\d{1,20}$/.test(gas)
  );
}

type Signature = DirectSignResponse['signature'];

function parts(answer: unknown): { signed: unknown; signature: Signature } {
  const { signed, signature } = (answer ?? {}) as Record<string, unknown>;
  const sig = (signature ?? {}) as Record<string, unknown>;
  const key = (sig.pub_key ?? {}) as Record<string, unknown>;
  if (typeof sig.signature !== 'string' || typeof key.value !== 'string') {
    throw refuse('the answer has no signature');
  }
  const pubKey = { type: String(key.type), value: key.value };
  return { signed, signature: { pub_key: pubKey, signature: sig.signature } };
}

/** The signature is `pubkey`'s (its stated key and the one it recovers to) over `bytes`. */
async function checkSignature(bytes: Uint8Array, signature: Signature, pubkey: Uint8Array) {
  const stated = decode(signature.pub_key.value);
  const rs = decode(signature.signature);
  if (!stated || bytesToHex(stated) !== bytesToHex(pubkey) || rs?.length !== 64) {
    throw refuse(`signed with key ${signature.pub_key.value.slice(0, 60)}, not the account's`);
  }
  const hash = sha256(bytes);
  const wanted = bytesToHex(pubkey);
  for (const v of ['1b', '1c']) {
    const recovered = await recoverPublicKey({ hash, signature: `${bytesToHex(rs)}${v}` }).catch(
      () => undefined,
    );
    if (recovered && compressed(recovered) === wanted) return;
  }
  throw refuse("the signature is not the account's over the doc asked");
}

/** An uncompressed secp256k1 key (`0x04‖X‖Y`) in its compressed form (`0x02|03‖X`). */
function compressed(uncompressed: `0x${string}`): string {
  const x = uncompressed.slice(4, 68);
  const odd = Number.parseInt(uncompressed.slice(-2), 16) % 2 === 1;
  return `0x${odd ? '03' : '02'}${x}`;
}

function decode(text: string): Uint8Array | undefined {
  try {
    return base64.decode(text);
  } catch {
    return undefined;
  }
}
