import { describe, expect, it } from 'vitest';
import { walletConnectJwt } from '../testing/walletConnectJwt';
import { AuthError, authenticate } from './clientAuth';

const NOW = 1_800_000_000_000;

const clientJwt = (claims: Record<string, unknown> = {}, header?: object) =>
  walletConnectJwt(NOW, claims, header);

const query = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('authenticate', () => {
  it("accepts the client's URL and names the client by the JWT's iss", () => {
    const { jwt, iss } = clientJwt();
    expect(authenticate(query({ auth: jwt, projectId: 'p1', ua: 'wc-2/js-2.25.0' }), NOW)).toEqual({
      clientId: iss,
      projectId: 'p1',
    });
  });

  it('refuses a missing project id or JWT', () => {
    expect(() => authenticate(query({ auth: clientJwt().jwt }), NOW)).toThrow('projectId: missing');
    expect(() => authenticate(query({ projectId: 'p1' }), NOW)).toThrow('auth: missing');
  });

  it('refuses a JWT that is malformed, of another algorithm, expired or signed by another key', () => {
    const refusal = (auth: string) => {
      try {
        authenticate(query({ auth, projectId: 'p1' }), NOW);
      } catch (error) {
        expect(error).toBeInstanceOf(AuthError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('abc')).toBe('auth: not a JWT');
    expect(refusal('a.b.c')).toBe('auth: not a JWT');
    expect(refusal(clientJwt({}, { alg: 'HS256', typ: 'JWT' }).jwt)).toBe(
      'auth: the JWT must be typ JWT, alg EdDSA',
    );
    expect(refusal(clientJwt({ exp: NOW / 1000 }).jwt)).toBe('auth: expired');
    expect(refusal(clientJwt({ iss: 'did:web:example.com' }).jwt)).toBe(
      'auth: iss is not a did:key',
    );
    const [head, body] = clientJwt().jwt.split('.');
    const otherSignature = clientJwt().jwt.split('.')[2];
    expect(refusal(`${head}.${body}.${otherSignature}`)).toBe(
      'auth: the signature does not match iss',
    );
  });
});
