import { createPublicKey, verify } from 'node:crypto';
import { base58 } from '@scure/base';

/**
 * Who a relay connection belongs to. The client connects with `?auth=<JWT>&projectId=…&ua=…`
 * (@walletconnect/core's formatRelayRpcUrl); the JWT is signed with the client's Ed25519 key, its
 * `iss` the key as a `did:key` (@walletconnect/relay-auth). The live relay refuses a connection
 * without a project id or with a JWT that is malformed, expired or not signed by its `iss`; we
 * check the same here, locally (no service is asked about the project id), so a client that
 * would be refused live is refused here too.
 */
export interface ClientAuth {
  /** The JWT's `iss`: the client id the sign-client also hashes into its subscription ids. */
  clientId: string;
  projectId: string;
}

export class AuthError extends Error {}

/** Multicodec prefix of an Ed25519 public key (0xed 0x01). */
const ED25519_MULTICODEC = [0xed, 0x01];
/** The DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function authenticate(query: URLSearchParams, nowMs: number): ClientAuth {
  const projectId = query.get('projectId');
  if (!projectId) throw new AuthError('projectId: missing');
  const jwt = query.get('auth');
  if (!jwt) throw new AuthError('auth: missing');
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new AuthError('auth: not a JWT');
  const [header, payload, signature] = parts as [string, string, string];
  const head = decodeJson(header);
  if (head.alg !== 'EdDSA' || head.typ !== 'JWT') {
    throw new AuthError('auth: the JWT must be typ JWT, alg EdDSA');
  }
  const claims = decodeJson(payload);
  if (typeof claims.iss !== 'string') throw new AuthError('auth: no iss');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) {
    throw new AuthError('auth: expired');
  }
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKeyOf(claims.iss)]),
    format: 'der',
    type: 'spki',
  });
  const signed = Buffer.from(`${header}.${payload}`, 'utf8');
  if (!verify(null, signed, key, Buffer.from(signature, 'base64url'))) {
    throw new AuthError('auth: the signature does not match iss');
  }
  return { clientId: claims.iss, projectId };
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // Falls through to the refusal below.
  }
  throw new AuthError('auth: not a JWT');
}

/** `did:key:z<base58btc(0xed01 ‖ key)>` → the 32 key bytes. */
function publicKeyOf(iss: string): Uint8Array {
  const prefix = 'did:key:z';
  let bytes: Uint8Array;
  try {
    if (!iss.startsWith(prefix)) throw new Error();
    bytes = base58.decode(iss.slice(prefix.length));
  } catch {
    throw new AuthError('auth: iss is not a did:key');
  }
  if (
    bytes.length !== 34 ||
    bytes[0] !== ED25519_MULTICODEC[0] ||
    bytes[1] !== ED25519_MULTICODEC[1]
  ) {
    throw new AuthError('auth: iss is not an Ed25519 did:key');
  }
  return bytes.subarray(2);
}
