import type { Hex } from 'viem';
import { sign } from 'viem/accounts';

/**
 * Test infrastructure: the TronLink extension as `@tronweb3/tronwallet-adapter-tronlink` reads it.
 * It answers the adapter's TIP-6963 request with its provider (`window.tron`, also
 * `window.tronLink`), connects on `eth_requestAccounts`, tells its network by its genesis block
 * (`tronWeb.trx.getBlockByNumber(0)`, whose last 8 hex digits are the chain id) and signs with
 * `tronWeb.trx.sign`, adding `signature` as TronLink does (or declines, with `decline`). `signingKey` may differ from the
 * connected account's key: a wallet that signs with another key.
 */
export interface FakeTronLinkOptions {
  address: string;
  signingKey: Hex;
  /** `0x2b6653dc` (Mainnet), `0xcd8690dc` (Nile), … */
  chainId: string;
  /** Answers the connection request when it resolves (rejects: the person said no). */
  approve?: () => Promise<void>;
  /** Refuse every signature as TronLink does when the person declines: with this string. */
  decline?: string;
  /** The site was let in before (a reload): the account is readable without a request. */
  authorized?: boolean;
}

export interface FakeTronLink {
  /** What `tronWeb.trx.sign` was given, in order. */
  signed: unknown[];
  /** How many connection requests (prompts) the page made. */
  requests: number;
  remove(): void;
}

interface FakeWindow {
  tron?: unknown;
  tronLink?: unknown;
  tronWeb?: unknown;
}

export function installFakeTronLink({
  address,
  signingKey,
  chainId,
  decline,
  approve,
  authorized = false,
}: FakeTronLinkOptions): FakeTronLink {
  const signed: unknown[] = [];
  const asked = { requests: 0 };
  const tronWeb = {
    defaultAddress: { base58: (authorized && address) as string | false, hex: false },
    trx: {
      getBlockByNumber: async (n: number) => ({
        blockID: `${String(n).padStart(56, '0')}${chainId.slice(2)}`,
      }),
      sign: async (tx: { txID: string }) => {
        signed.push(tx);
        // TronLink rejects with a bare string, not an Error.
        if (decline !== undefined) throw decline;
        const signature = await sign({ hash: `0x${tx.txID}`, privateKey: signingKey, to: 'hex' });
        return { ...tx, signature: [signature.slice(2)] };
      },
    },
  };
  const provider = {
    isTronLink: true,
    tronWeb,
    async request({ method }: { method: string }) {
      if (method !== 'eth_requestAccounts') throw new Error(`unexpected ${method}`);
      asked.requests += 1;
      await approve?.();
      tronWeb.defaultAddress.base58 = address;
      return [address];
    },
    on() {},
    removeListener() {},
  };
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('TIP6963:announceProvider', {
        detail: { info: { name: 'TronLink', rdns: 'org.tronlink.www' }, provider },
      }),
    );
  window.addEventListener('TIP6963:requestProvider', announce);
  Object.assign(window as FakeWindow, { tron: provider, tronLink: provider, tronWeb });
  return {
    signed,
    get requests() {
      return asked.requests;
    },
    remove() {
      window.removeEventListener('TIP6963:requestProvider', announce);
      const w = window as FakeWindow;
      delete w.tron;
      delete w.tronLink;
      delete w.tronWeb;
    },
  };
}
