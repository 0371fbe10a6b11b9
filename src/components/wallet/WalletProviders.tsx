import type { ReactNode } from 'react';

/** wagmi + Solana wallet-adapter providers, built from `/chains`. Placeholder: renders children. */
export function WalletProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
