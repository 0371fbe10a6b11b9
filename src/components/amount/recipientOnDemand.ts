import { moduleOnDemand } from '../../lib/moduleOnDemand';

/**
 * The recipient field and the "Use my wallet" button: the card shows them only across network
 * types (once the chain list tells them) or with a destination wallet connected, never in the
 * first paint, so they are not in the first load.
 */
export const recipientSetting = moduleOnDemand(() => import('../settings/RecipientSetting'));
export const myWalletButton = moduleOnDemand(() => import('../settings/UseMyWalletButton'));
