import { WalletConnectAnswerError } from './walletConnectErrors';
import type { WalletConnectSession } from './walletConnectSettings';

export interface ApprovedAccount {
  /** CAIP-2 (`eip155:31337`). */
  chain: string;
  /** As the wallet wrote it: the network's own checks come after (`isAddress`, ...). */
  address: string;
}

// CAIP-10: `namespace:reference:address`, each part in CAIP's own character sets.
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

/**
 * The accounts the wallet approved in `namespace`, checked against the proposal: a wallet is
 * untrusted, so an account that is not CAIP-10, of another namespace, or on a chain the widget
 * did not propose refuses the whole answer (`WalletConnectAnswerError`). None approved: empty.
 */
export function approvedAccounts(
  session: WalletConnectSession,
  namespace: string,
  proposedChains: readonly string[],
): ApprovedAccount[] {
  const approved = session.namespaces[namespace];
  if (!approved) return [];
  if (!Array.isArray(approved.accounts) || approved.accounts.length > 100) {
    throw new WalletConnectAnswerError(`${namespace}: accounts is not a list`);
  }
  return approved.accounts.map((account) => {
    const match = typeof account === 'string' ? CAIP10.exec(account) : null;
    if (!match) throw new WalletConnectAnswerError(`${namespace}: not CAIP-10: ${String(account)}`);
    const [, ns, reference, address] = match as unknown as [string, string, string, string];
    const chain = `${ns}:${reference}`;
    if (ns !== namespace || !proposedChains.includes(chain)) {
      throw new WalletConnectAnswerError(`${namespace}: ${chain} was not proposed`);
    }
    return { chain, address };
  });
}

/** The methods the wallet approved in `namespace`: its strings only, none when it says none. */
export function approvedMethods(session: WalletConnectSession, namespace: string): string[] {
  const methods: unknown = session.namespaces[namespace]?.methods;
  return Array.isArray(methods)
    ? methods.filter((m): m is string => typeof m === 'string').slice(0, 100)
    : [];
}
