import { generateKeyPairSync, sign } from 'node:crypto';
import { base58 } from '@scure/base';

/** A relay JWT as @walletconnect/relay-auth signs it: EdDSA, `iss` the key as a did:key. */
export function walletConnectJwt(
  nowMs: number,
  claims: Record<string, unknown> = {},
  header: object = { alg: 'EdDSA', typ: 'JWT' },
): { jwt: string; iss: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const iss = `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...raw]))}`;
  const iat = Math.floor(nowMs / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode({ iss, sub: 'sandbox', aud: 'ws://127.0.0.1', iat, exp: iat + 86_400, ...claims })}`;
  const signature = sign(null, Buffer.from(body), privateKey).toString('base64url');
  return { jwt: `${body}.${signature}`, iss };
}
