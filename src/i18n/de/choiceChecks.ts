import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
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
