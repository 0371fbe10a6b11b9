import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: 'Sie zahlen',
  youReceive: 'Sie erhalten',
  balance: 'Guthaben: {amount}',
  balanceLoading: 'Guthaben: …',
  max: 'Max',
  insufficientBalance: 'Guthaben reicht nicht aus',
  fixed: 'Von dieser Seite festgelegt',
  noDecimals: '{symbol} hat keine Nachkommastellen: Geben Sie eine ganze Zahl ein.',
  tooManyDecimals: {
    one: '{symbol} hat höchstens {count} Nachkommastelle.',
    other: '{symbol} hat höchstens {count} Nachkommastellen.',
  },
  notANumber: 'Geben Sie eine Zahl wie 1.234,5 ein.',
  selectSource: 'Wählen Sie den Token, mit dem Sie zahlen.',
  selectDestination: 'Wählen Sie den Token, den Sie erhalten.',
  sameToken: 'Wählen Sie zwei verschiedene Token.',
  enterAmount: 'Geben Sie einen Betrag ein.',
  notEnough: 'Guthaben reicht nicht aus: Sie haben nicht genug {symbol}.',
  recipientNeededEvm: 'Geben Sie eine EVM-Adresse ein, an die die Token gehen.',
  recipientNeededSol: 'Geben Sie eine Solana-Adresse ein, an die die Token gehen.',
  recipientNeededTron: 'Geben Sie eine Tron-Adresse ein, an die die Token gehen.',
  recipientNeededCosmos: 'Geben Sie eine Cosmos-Adresse ein, an die die Token gehen.',
  recipientBurn:
    'Das ist eine Burn-Adresse, die nur für Angebote dient; niemand kann davon ausgeben.',
  recipientZero: 'Die Nulladresse kann keine Token empfangen.',
  recipientInvalid: 'Keine gültige {network}-Adresse.',
  recipientFailed:
    'Das Empfängerfeld konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
};
