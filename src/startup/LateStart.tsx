import type { ExecutionController } from '../components/execution/executionContext';
import { WalletProviders } from '../components/wallet/WalletProviders';
import type { WidgetState } from '../state/widgetStore';
import type { WalletStateStore } from '../wallets/walletState';
import { ExecutionProvider } from './ExecutionProvider';
import { FollowConfig } from './FollowConfig';
import { SyncUrl } from './SyncUrl';

/**
 * What a widget starts right after its first render, in a chunk of its own so the first load
 * does not carry it: the wallet stacks' loaders (they report into `wallets`) and the executions
 * (their stored records read, one in flight reopened, the controller handed to `onExecution`),
 * what follows a config changed at run time (`FollowConfig`) and the address bar (`SyncUrl`).
 * Rendered beside the widget's content, never around it: its arrival remounts nothing.
 */
export function LateStart({
  wallets,
  onExecution,
  urlSince,
}: {
  wallets: WalletStateStore;
  onExecution: (controller: ExecutionController) => void;
  /** The store's state at the first render, when the page's address bar follows it. */
  urlSince?: WidgetState | undefined;
}) {
  return (
    <>
      <WalletProviders store={wallets} />
      <ExecutionProvider onController={onExecution} />
      <FollowConfig />
      {urlSince && <SyncUrl since={urlSince} />}
    </>
  );
}
