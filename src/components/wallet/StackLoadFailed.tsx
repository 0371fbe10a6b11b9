import { useEffect } from 'react';
import { feedbackMessages } from '../../i18n/en/feedback';
import { messageRef } from '../../lib/messageRef';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { WidgetError } from '../../lib/widgetError';
import {
  patchNetwork,
  setStackState,
  type WalletNetworkType,
  type WalletStateStore,
} from '../../wallets/walletState';

/**
 * A wallet stack's code did not load: its section says so in words (the widget stays usable for
 * the other networks). Also the EVM section's words when the stacks' loaders themselves did not
 * load (`src/startup/WidgetProviders.tsx`).
 */
export function StackLoadFailed({
  store,
  type,
}: {
  store: WalletStateStore;
  type: WalletNetworkType;
}) {
  useEffect(() => {
    setStackState(store, type, 'failed');
    patchNetwork(store, type, {
      error: new WidgetError(
        'WALLET_ERROR',
        messageRef(feedbackMessages, 'walletStackFailed', { network: NETWORK_FACTS[type].name }),
      ),
    });
  }, [store, type]);
  return null;
}
