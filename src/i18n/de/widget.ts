import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: 'Tauschen',
  flip: 'Quelle und Ziel vertauschen',
  close: 'Schließen',
  recipientTo: 'An:',
  clearRecipient: 'Empfänger entfernen',
  clear: 'Entfernen',
  panelLoadFailed:
    'Der Fortschritt des Tauschs kann nicht angezeigt werden. Laden Sie die Seite neu, um ihn zu sehen.',
  crashed: 'Das Tausch-Widget funktioniert nicht mehr.',
  crashedHint: 'Laden Sie die Seite neu, um es erneut zu versuchen.',
  tryAgain: 'Erneut versuchen',
  history: 'Verlauf',
  recipientFailed:
    'Der Empfänger konnte nicht angezeigt werden. Laden Sie die Seite neu, bevor Sie tauschen.',
  accountFailed: 'Wallets konnten nicht geladen werden. Laden Sie die Seite neu.',
  historyFailed:
    'Der Verlauf konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  settings: 'Einstellungen',
  settingsAttention: 'Eine Einstellung braucht Ihre Aufmerksamkeit',
  layoutFailed:
    'Der Swap konnte nicht angezeigt werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  settingsFailed:
    'Die Einstellungen konnten nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  loadingWallet: 'Wallet wird geladen…',
  mainActionFailed:
    'Die Schaltfläche zum Tauschen konnte nicht geladen werden. Laden Sie die Seite neu oder versuchen Sie es erneut.',
};
