import { useEffect } from 'react';
import { feedbackMessages } from '../../i18n/en/feedback';
import { messageRef } from '../../lib/messageRef';
import { WidgetError } from '../../lib/widgetError';
import { STACK_STATE_OF } from '../../wallets/stackStateOf';
import { patchNetwork, type WalletStateStore } from '../../wallets/walletState';

const STACK_NAMES = { evm: 'EVM', sol: 'Solana', cosmos: 'Cosmos' } as const;

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
  type: 'evm' | 'sol' | 'cosmos';
}) {
  useEffect(() => {
    store.setState({ [STACK_STATE_OF[type]]: 'failed' });
    patchNetwork(store, type, {
      error: new WidgetError(
        'WALLET_ERROR',
        messageRef(feedbackMessages, 'walletStackFailed', { network: STACK_NAMES[type] }),
      ),
    });
  }, [store, type]);
  return null;
}
