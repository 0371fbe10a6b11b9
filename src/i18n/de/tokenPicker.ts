import type { Translation } from '../../lib/messages';
import type { tokenPickerMessages } from '../en/tokenPicker';

export const tokenPicker: Translation<typeof tokenPickerMessages.en> = {
  chainsFailed: 'Chains konnten nicht geladen werden: {reason}',
  tokensFailed: 'Token konnten nicht geladen werden: {reason}',
  loadingChains: 'Chains werden geladen…',
  noChain: 'Keine Chain verfügbar.',
  loadingTokens: 'Token werden geladen…',
  tryAgain: 'Erneut versuchen',
  chain: 'Chain',
  searchTokens: 'Token suchen',
  searchPlaceholder: 'Nach Name, Symbol oder Adresse suchen',
  noMatch:
    'Kein Token passt zu „{query}“. Fügen Sie eine Token-Adresse ein, um sie nachzuschlagen.',
  noTokens: 'Keine Token auf dieser Chain.',
  notOfferedAddress: 'Dieser Token wird hier nicht angeboten.',
  tokens: 'Token',
  unknownTokenOption: '{title}. {warning} {address}',
  balanceName: '{amount} in Ihrem Wallet',
  flagged: '⚠ Markiert',
  address: 'Adresse',
  onChain: 'Auf der Chain',
  noName: 'kein Name',
  decimals: { one: ', {count} Nachkommastelle', other: ', {count} Nachkommastellen' },
  checking: 'Der Token wird auf der Chain geprüft…',
  cannotUse: '{reason} Er kann nicht verwendet werden.',
  trustWarning:
    'Jeder kann einen Token mit beliebigem Namen erstellen. Fahren Sie nur fort, wenn Sie diese Adresse aus einer vertrauenswürdigen Quelle haben.',
  back: 'Zurück',
  useToken: 'Verstanden, diesen Token verwenden',
  noRpc: '{chain} hat keinen RPC, um diesen Token zu prüfen.',
  cannotCheck: 'Token auf {chain} können noch nicht per Adresse geprüft werden.',
  rpcUnreachable: 'Der {chain}-RPC war nicht erreichbar, um diesen Token zu prüfen.',
  notErc20: 'Diese Adresse ist kein ERC-20-Token auf dieser Chain.',
  notSplMint: 'Diese Adresse ist kein Token-Mint auf Solana.',
};
