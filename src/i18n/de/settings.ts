import type { settingsMessages } from '../en/settings';
import type { Translation } from '../messages';

export const settings: Translation<typeof settingsMessages.en> = {
  slippage: 'Slippage-Toleranz',
  customSlippage: 'Eigene Slippage (%)',
  custom: 'Eigene',
  current: 'Aktuell: {value}',
  slippageLow: 'So wenig Slippage: Ihre Transaktion könnte fehlschlagen.',
  slippageHigh: 'So viel Slippage: Sie könnten deutlich weniger als angeboten erhalten.',
  slippageNotANumber: 'Geben Sie einen Prozentsatz wie 0,5 ein.',
  slippageDecimals: 'Höchstens zwei Nachkommastellen (0,01 %).',
  slippageTooHigh: 'Slippage über {max} wird abgelehnt.',
  evmPriorityFee: 'EVM-Prioritätsgebühr',
  solanaPriorityFee: 'Solana-Prioritätsgebühr',
  solanaTip: 'Solana-Trinkgeld',
  feeWithUnit: '{label} ({unit})',
  auto: 'Automatisch',
  levelLow: 'Niedrig',
  levelMedium: 'Mittel',
  levelHigh: 'Hoch',
  levelUltra: 'Sehr hoch',
  levelDegen: 'Maximal',
  feeNotANumber: 'Geben Sie eine Zahl ein.',
  feeWholeNumber: 'Geben Sie eine ganze Zahl ein.',
  feeDecimals: {
    one: 'Höchstens {count} Nachkommastelle.',
    other: 'Höchstens {count} Nachkommastellen.',
  },
  feeTooHigh: 'Das ist viel zu hoch.',
  liteMode: 'Lite-Modus',
  liteModeDescription:
    'Direkte Solana-Routen mit einem Schritt, in Ihrem Browser zusammengesetzt. Kleinere Transaktionen.',
  unlimitedApprovals: 'Unbegrenzte Token-Freigaben',
  unlimitedApprovalsDescription:
    'Aus: Jeder Tausch gibt genau das frei, was er ausgibt. Ein: eine Freigabe pro Token und Vertrag, aber dieser Vertrag darf dann alle Ihre Token dieser Art ausgeben.',
  providers: 'Anbieter',
  providersNone: 'Anbieter erscheinen hier, sobald Routen gefunden wurden.',
  providersHint: 'Ist ein Anbieter auf „Nur“ gesetzt, nutzen Routen nur diese.',
  providerAny: 'Nutzen',
  providerOnly: 'Nur',
  providerNever: 'Nie',
};
