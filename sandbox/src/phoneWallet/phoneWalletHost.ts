import type { PhoneWallet, PhoneWalletOptions } from './phoneWallet';

/**
 * The sandbox's phone wallet, made on first use: its WalletConnect client and the Solana and
 * Cosmos libraries load only when someone opens the wallet, not with every sandbox.
 */
export interface PhoneWalletHost {
  wallet(): Promise<PhoneWallet>;
  close(): Promise<void>;
}

export function phoneWalletHost(options: () => Promise<PhoneWalletOptions>): PhoneWalletHost {
  let wallet: Promise<PhoneWallet> | undefined;
  return {
    wallet() {
      wallet ??= (async () => {
        const { PhoneWallet } = await import('./phoneWallet');
        return new PhoneWallet(await options());
      })();
      return wallet;
    },
    async close() {
      await (await wallet?.catch(() => undefined))?.close();
    },
  };
}
