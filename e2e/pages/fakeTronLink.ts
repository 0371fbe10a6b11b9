import type { Page } from '@playwright/test';
import { sign } from 'viem/accounts';

export interface FakeTronLinkOptions {
  /** The account TronLink connects (base58 `T…`). */
  address: string;
  /** The key it signs with (64 hex digits): another account's for a wallet that signs wrong. */
  signingKey: string;
  /** The full node TronLink is on: its genesis block tells the network. */
  node: string;
  /**
   * A node that calls itself chain `claimChainId` (decimal) in its genesis block id: TronLink on
   * another network than the one `node` serves.
   */
  claimChainId?: string;
}

export interface FakeTronLink {
  /** The txIDs `tronWeb.trx.sign` was asked to sign, in order. */
  signed: string[];
  /** The networks told, as `0x` + 8 hex digits, in order. */
  networks: string[];
}

/**
 * The TronLink extension as `@tronweb3/tronwallet-adapter-tronlink` reads it, installed before
 * the page loads as the extension's content script is: a TIP-1193 provider (`window.tron`, with
 * `isTronLink`; also `window.tronLink` and `window.tronWeb`) announced on the adapter's TIP-6963
 * request, connecting on `eth_requestAccounts`. Its `tronWeb.trx.getBlockByNumber(0)` asks the
 * node it is on (the adapter takes the last 8 hex digits of that block id as the chain id), and
 * `tronWeb.trx.sign` signs the txID in this test process (secp256k1, 65 bytes `r‖s‖v`, as
 * TronLink adds to `signature`): no key sits in the page.
 */
export async function installFakeTronLink(
  page: Page,
  { address, signingKey, node, claimChainId }: FakeTronLinkOptions,
): Promise<FakeTronLink> {
  const fake: FakeTronLink = { signed: [], networks: [] };
  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'getBlockByNumber': {
        const block = claimChainId
          ? { blockID: `${'0'.repeat(56)}${BigInt(claimChainId).toString(16).padStart(8, '0')}` }
          : ((await (
              await fetch(`${node}/wallet/getblockbynum`, {
                method: 'POST',
                body: JSON.stringify({ num: Number(params.num) }),
              })
            ).json()) as { blockID?: string });
        fake.networks.push(`0x${block.blockID?.slice(-8)}`);
        return block;
      }
      case 'sign': {
        const txID = String(params.txID);
        fake.signed.push(txID);
        const key = `0x${signingKey.replace(/^0x/, '')}` as const;
        return (await sign({ hash: `0x${txID}`, privateKey: key, to: 'hex' })).slice(2);
      }
      default:
        throw new Error(`${method} is not supported`);
    }
  };

  await page.exposeFunction('fakeTronLinkRequest', async (method: string, params: string) => {
    try {
      return { result: await answer(method, JSON.parse(params) as Record<string, unknown>) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  });
  await page.addInitScript((account: string) => {
    const call = async (method: string, params: Record<string, unknown>) => {
      const { result, error } = await (
        window as unknown as {
          fakeTronLinkRequest(m: string, p: string): Promise<{ result?: unknown; error?: string }>;
        }
      ).fakeTronLinkRequest(method, JSON.stringify(params));
      if (error !== undefined) throw new Error(error);
      return result;
    };
    const tronWeb = {
      defaultAddress: { base58: false as string | false, hex: false },
      trx: {
        getBlockByNumber: (num: number) => call('getBlockByNumber', { num }),
        async sign(tx: { txID: string }) {
          const signature = String(await call('sign', { txID: tx.txID }));
          return { ...tx, signature: [signature] };
        },
      },
    };
    const provider = {
      isTronLink: true,
      tronWeb,
      async request({ method }: { method: string }) {
        if (method !== 'eth_requestAccounts') throw new Error(`${method} is not supported`);
        tronWeb.defaultAddress.base58 = account;
        return [account];
      },
      on() {},
      removeListener() {},
    };
    window.addEventListener('TIP6963:requestProvider', () =>
      window.dispatchEvent(
        new CustomEvent('TIP6963:announceProvider', {
          detail: {
            info: { uuid: 'fake-tronlink', name: 'TronLink', icon: '', rdns: 'org.tronlink.www' },
            provider,
          },
        }),
      ),
    );
    Object.assign(window, { tron: provider, tronLink: provider, tronWeb });
  }, address);
  return fake;
}
