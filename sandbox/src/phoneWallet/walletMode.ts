/**
 * How the phone wallet answers, for tests of a dapp's refusals: `reject` refuses every proposal
 * and request; `wrongAccount` answers with dev account 1 while the session names account 0;
 * `wrongChain` answers for another chain where the answer names one (the network modules say
 * where).
 */
export type WalletMode = 'normal' | 'reject' | 'wrongAccount' | 'wrongChain';

export const WALLET_MODES: readonly WalletMode[] = [
  'normal',
  'reject',
  'wrongAccount',
  'wrongChain',
];
