import type { Page } from '@playwright/test';

/**
 * A Solana wallet as a browser extension announces itself to a page, by the Wallet Standard
 * (`wallet-standard:register-wallet`, and again on the page's `wallet-standard:app-ready`): it
 * connects to `address` and refuses to sign. Enough for a page's wallet adapter to find, list and
 * connect it; added before the page's own scripts run.
 */
export async function addWalletStandardSolanaWallet(
  page: Page,
  wallet: { name: string; address: string },
): Promise<void> {
  await page.addInitScript(({ name, address }) => {
    const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'];
    const account = {
      address,
      publicKey: new Uint8Array(32),
      chains,
      features: ['solana:signTransaction'],
    };
    const listeners = new Set<(change: { accounts: (typeof account)[] }) => void>();
    const standardWallet = {
      version: '1.0.0',
      name,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      chains,
      accounts: [] as (typeof account)[],
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            standardWallet.accounts = [account];
            for (const listener of listeners) listener({ accounts: standardWallet.accounts });
            return { accounts: standardWallet.accounts };
          },
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: (change: { accounts: (typeof account)[] }) => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async () => {
            throw new Error('This test wallet signs nothing.');
          },
        },
      },
    };
    const announce = ({ register }: { register: (wallet: unknown) => void }) =>
      register(standardWallet);
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: announce }));
    window.addEventListener('wallet-standard:app-ready', (event) =>
      announce((event as CustomEvent<{ register: (wallet: unknown) => void }>).detail),
    );
  }, wallet);
}
