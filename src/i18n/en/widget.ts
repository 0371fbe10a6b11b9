import { defineSection } from '../../lib/messages';

/**
 * The widget's frame: card, header buttons, dialogs, the flip button, the recipient line, crash
 * notices.
 */
export const widgetMessages = defineSection('widget', {
  swap: 'Swap',
  flip: 'Swap source and destination',
  close: 'Close',
  recipientTo: 'To:',
  clearRecipient: 'Clear recipient',
  clear: 'Clear',
  panelLoadFailed: "The swap's progress could not be shown. Reload the page to see it.",
  crashed: 'The swap widget stopped working.',
  crashedHint: 'Reload the page to try again.',
  tryAgain: 'Try again',
  history: 'History',
  historyFailed: 'The history could not be loaded. Reload the page to try again.',
  recipientFailed: 'The recipient could not be shown. Reload the page before you swap.',
  accountFailed: 'Wallets could not be loaded. Reload the page.',
  settings: 'Settings',
  settingsAttention: 'A setting needs your attention',
  layoutFailed: 'The swap could not be shown. Reload the page to try again.',
  settingsFailed: 'The settings could not be loaded. Reload the page to try again.',
  /** The main button until it knows whether a wallet is connected (its code loading too). */
  loadingWallet: 'Loading wallet…',
  mainActionFailed: 'The swap button could not be loaded. Reload the page or try again.',
});
