import { cosmosMethods } from './cosmos/cosmosMethods';
import { evmMethods } from './evm/evmMethods';
import { solanaMethods } from './solana/solanaMethods';
import { tronMethods } from './tron/tronMethods';
import type { MethodHandler } from './walletRequest';

/** The methods the phone wallet answers, per WalletConnect namespace. */
export const METHODS_BY_NAMESPACE = {
  eip155: evmMethods,
  solana: solanaMethods,
  cosmos: cosmosMethods,
  tron: tronMethods,
} satisfies Record<string, Record<string, MethodHandler>>;

/** The handler of `method` on the namespace of `chainId`, if the wallet answers it there. */
export function methodHandler(chainId: string, method: string): MethodHandler | undefined {
  const namespace = chainId.split(':')[0] ?? '';
  if (!Object.hasOwn(METHODS_BY_NAMESPACE, namespace)) return undefined;
  const methods: Record<string, MethodHandler> =
    METHODS_BY_NAMESPACE[namespace as keyof typeof METHODS_BY_NAMESPACE];
  return Object.hasOwn(methods, method) ? methods[method] : undefined;
}
