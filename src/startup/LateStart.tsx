import type { ExecutionController } from '../components/execution/executionContext';
import { WalletProviders } from '../components/wallet/WalletProviders';
import type { WalletStateStore } from '../wallets/walletState';
import { ExecutionProvider } from './ExecutionProvider';
import { FollowConfig } from './FollowConfig';

/**
 * What a widget starts right after its first render, in a chunk of its own so the first load
 * does not carry it: the wallet stacks' loaders (they report into `wallets`) and the executions
 * (their stored records read, one in flight reopened, the controller handed to `onExecution`),
 * and what follows a config changed at run time (`FollowConfig`).
 * Rendered beside the widget's content, never around it: its arrival remounts nothing.
 */
export function LateStart({
  wallets,
  onExecution,
}: {
  wallets: WalletStateStore;
  onExecution: (controller: ExecutionController) => void;
}) {
  return (
    <>
      <WalletProviders store={wallets} />
      <ExecutionProvider onController={onExecution} />
      <FollowConfig />
    </>
  );
}
