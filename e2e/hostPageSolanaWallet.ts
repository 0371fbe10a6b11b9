import type { Page } from '@playwright/test';
import { base58, base64 } from '@scure/base';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { exposeTopFrameWallet, type HostWalletCall, type RpcFailure } from './hostPageWallet';

/**
 * The host page's own Solana wallet in the iframe-bridge tests, in the shape the host script
 * takes (`HostSolanaWallet`: bytes in and out): `window.shopSolanaWallet` in the host page, whose
 * `connect` and `signTransaction` this test process answers with a sandbox dev keypair (base58
 * secret key, as `/__sandbox/accounts` gives it). The wallet only signs, as a Wallet Standard
 * wallet's `solana:signTransaction` does: the widget sends. Only the host page's top frame may
 * call it. Every call is recorded; `signatures` are the transactions' ids it signed (base58), in
 * order.
 */
export async function installHostPageSolanaWallet(
  page: Page,
  secretKey: string,
): Promise<{ calls: HostWalletCall[]; publicKey: string; signatures: string[] }> {
  const keypair = Keypair.fromSecretKey(base58.decode(secretKey));
  const calls: HostWalletCall[] = [];
  const signatures: string[] = [];

  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'connect':
        return keypair.publicKey.toBase58();
      case 'disconnect':
        return null;
      case 'signTransaction': {
        // Legacy or v0: VersionedTransaction reads and signs both.
        const transaction = VersionedTransaction.deserialize(base64.decode(String(params[0])));
        transaction.sign([keypair]);
        signatures.push(base58.encode(transaction.signatures[0] ?? new Uint8Array()));
        return base64.encode(transaction.serialize());
      }
      default:
        throw { code: 4200, message: `${method} is not supported` };
    }
  };

  await exposeTopFrameWallet(page, 'shopSolanaRequest', calls, answer);
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const call = async (method: string, params: unknown[]) => {
      const { result, error } = await (
        window as unknown as {
          shopSolanaRequest(
            m: string,
            p: unknown[],
          ): Promise<{ result?: unknown; error?: RpcFailure }>;
        }
      ).shopSolanaRequest(method, params);
      if (error) throw Object.assign(new Error(error.message), { code: error.code });
      return result;
    };
    (window as unknown as { shopSolanaWallet: unknown }).shopSolanaWallet = {
      connect: async () => String(await call('connect', [])),
      disconnect: async () => {
        await call('disconnect', []);
      },
      // Over the binding as base64, as a page's wallet would carry bytes in JSON.
      async signTransaction(transaction: Uint8Array) {
        const signed = await call('signTransaction', [btoa(String.fromCharCode(...transaction))]);
        return Uint8Array.from(atob(String(signed)), (c) => c.charCodeAt(0));
      },
    };
  });
  return { calls, publicKey: keypair.publicKey.toBase58(), signatures };
}
