import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino';
import { fromBech32 } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import type { Page } from '@playwright/test';
import { hexToBytes } from 'viem';

/** What `experimentalSuggestChain` was given (Keplr's `ChainInfo`, the fields the tests read). */
export interface SuggestedChain {
  chainId: string;
  rest: string;
  bech32Config: { bech32PrefixAccAddr: string };
  feeCurrencies: { coinMinimalDenom: string }[];
}

/** One `signDirect` call as the wallet received it: the sign doc's own chain id and number. */
export interface DirectSignCall {
  chainId: string;
  signer: string;
  signDocChainId: string;
  accountNumber: bigint;
}

export interface FakeKeplr {
  address: string;
  suggested: SuggestedChain[];
  direct: DirectSignCall[];
  /** Amino sign docs signed, in order. */
  amino: StdSignDoc[];
}

/**
 * Keplr's injected API (`window.keplr`, extension mode) for one account, installed before the
 * page loads as the extension's content script is. It knows no chain until one is suggested
 * (`enable` throws Keplr's "There is no chain info for …"), answers `getKey` with the account's
 * compressed key, and signs in this test process with the sandbox's dev key (cosmjs's key
 * wallets): the key never enters the page. Bytes cross the binding as base64, as JSON carries
 * them. `ledger`: the account is a Ledger's (`isNanoLedger`), which signs amino only, as Keplr
 * refuses direct signing for it.
 */
export async function installFakeKeplr(
  page: Page,
  { privateKey, ledger = false }: { privateKey: string; ledger?: boolean },
): Promise<FakeKeplr> {
  const key = hexToBytes(`0x${privateKey.replace(/^0x/, '')}`);
  const direct = await DirectSecp256k1Wallet.fromKey(key, 'cosmos');
  const amino = await Secp256k1Wallet.fromKey(key, 'cosmos');
  const [account] = await direct.getAccounts();
  if (!account) throw new Error('no Cosmos account for the key');
  const fake: FakeKeplr = { address: account.address, suggested: [], direct: [], amino: [] };
  const known = new Set<string>();
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  const bytes = (text: unknown) => new Uint8Array(Buffer.from(String(text), 'base64'));

  const answer = async (method: string, p: Record<string, unknown>): Promise<unknown> => {
    const chainId = String(p.chainId);
    if (method === 'suggest') {
      fake.suggested.push(p.info as SuggestedChain);
      known.add((p.info as SuggestedChain).chainId);
      return null;
    }
    if (!known.has(chainId)) throw new Error(`There is no chain info for ${chainId}`);
    switch (method) {
      case 'enable':
        return null;
      case 'getKey':
        return {
          name: ledger ? 'Ledger test' : 'Sandbox test',
          algo: 'secp256k1',
          pubKey: b64(account.pubkey),
          address: b64(fromBech32(account.address, 90).data),
          bech32Address: account.address,
          isNanoLedger: ledger,
          isKeystone: false,
        };
      case 'signDirect': {
        if (ledger) throw new Error('Ledger does not support direct signing');
        const doc = p.signDoc as Record<string, string>;
        const signDoc = {
          bodyBytes: bytes(doc.bodyBytes),
          authInfoBytes: bytes(doc.authInfoBytes),
          chainId: doc.chainId ?? '',
          accountNumber: BigInt(doc.accountNumber ?? ''),
        };
        fake.direct.push({
          chainId,
          signer: String(p.signer),
          signDocChainId: signDoc.chainId,
          accountNumber: signDoc.accountNumber,
        });
        const { signed, signature } = await direct.signDirect(String(p.signer), signDoc);
        return {
          signed: {
            bodyBytes: b64(signed.bodyBytes),
            authInfoBytes: b64(signed.authInfoBytes),
            chainId: signed.chainId,
            accountNumber: String(signed.accountNumber),
          },
          signature,
        };
      }
      case 'signAmino': {
        fake.amino.push(p.signDoc as StdSignDoc);
        return amino.signAmino(String(p.signer), p.signDoc as StdSignDoc);
      }
      default:
        throw new Error(`${method} is not supported`);
    }
  };

  await page.exposeFunction('fakeKeplrRequest', async (method: string, params: string) => {
    try {
      return { result: await answer(method, JSON.parse(params) as Record<string, unknown>) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  });
  await page.addInitScript(() => {
    const call = async (method: string, params: Record<string, unknown>) => {
      const { result, error } = await (
        window as unknown as {
          fakeKeplrRequest(m: string, p: string): Promise<{ result?: unknown; error?: string }>;
        }
      ).fakeKeplrRequest(method, JSON.stringify(params));
      if (error !== undefined) throw new Error(error);
      return result as Record<string, unknown>;
    };
    const toB64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
    const fromB64 = (s: unknown) => Uint8Array.from(atob(String(s)), (c) => c.charCodeAt(0));
    const ids = (chainIds: string | string[]) => (Array.isArray(chainIds) ? chainIds : [chainIds]);
    (window as unknown as { keplr: unknown }).keplr = {
      version: '0.12.0',
      mode: 'extension',
      async enable(chainIds: string | string[]) {
        for (const chainId of ids(chainIds)) await call('enable', { chainId });
      },
      async experimentalSuggestChain(info: Record<string, unknown>) {
        await call('suggest', { chainId: info.chainId, info });
      },
      async getKey(chainId: string) {
        const key = await call('getKey', { chainId });
        return { ...key, pubKey: fromB64(key.pubKey), address: fromB64(key.address) };
      },
      async signDirect(chainId: string, signer: string, signDoc: Record<string, unknown>) {
        const doc = {
          bodyBytes: toB64(signDoc.bodyBytes as Uint8Array),
          authInfoBytes: toB64(signDoc.authInfoBytes as Uint8Array),
          chainId: signDoc.chainId,
          accountNumber: String(signDoc.accountNumber),
        };
        const { signed, signature } = await call('signDirect', { chainId, signer, signDoc: doc });
        const s = signed as Record<string, unknown>;
        return {
          signed: {
            bodyBytes: fromB64(s.bodyBytes),
            authInfoBytes: fromB64(s.authInfoBytes),
            chainId: s.chainId,
            accountNumber: BigInt(String(s.accountNumber)),
          },
          signature,
        };
      },
      signAmino: (chainId: string, signer: string, signDoc: unknown) =>
        call('signAmino', { chainId, signer, signDoc }),
    };
  });
  return fake;
}
