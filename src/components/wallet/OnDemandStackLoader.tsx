import type { ComponentType } from 'react';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import type { OnDemandStackProps } from '../../wallets/useStackLoading';
import { useWalletState, type WalletNetworkType } from '../../wallets/walletState';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { StackLoadFailed } from './StackLoadFailed';

/**
 * Loads `type`'s wallet stack (`Stack`, its registered `onDemandStack`) once it is wanted: one of its
 * chains chosen, or asked for (`requestStack`, the wallet menu). It stays, so switching away from
 * the network does not drop a connected wallet; a stack whose code does not load says so in its
 * wallet menu section.
 */
export function OnDemandStackLoader({
  type,
  Stack,
  wanted,
  ...props
}: Omit<OnDemandStackProps, 'chosenChainId'> & {
  type: WalletNetworkType;
  Stack: ComponentType<OnDemandStackProps>;
  /** Asked for with `requestStack`. */
  wanted: boolean;
}) {
  const { store, chains } = props;
  const isOfType = (id?: string) => chains.some((c) => c.chainId === id && c.networkType === type);
  const chosenChainId = useWidgetStore((s) =>
    isOfType(s.from.chainId) ? s.from.chainId : isOfType(s.to.chainId) ? s.to.chainId : undefined,
  );
  const requested = useWalletState((s) => s.stacks[type] !== 'idle');
  if (chosenChainId === undefined && !requested && !wanted) return null;
  return (
    <ErrorBoundary fallback={() => <StackLoadFailed store={store} type={type} />}>
      <Stack {...props} chosenChainId={chosenChainId} />
    </ErrorBoundary>
  );
}
