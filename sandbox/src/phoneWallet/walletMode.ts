/**
 * How the phone wallet answers, for tests of a dapp's refusals: `reject` refuses every proposal
 * and request; `wrongAccount` answers with dev account 1 while the session names account 0;
 * `wrongChain` answers for another chain where the answer names one (the network modules say
 * where); `smartAccount` answers normally, and also as an EIP-5792 wallet: the dev account,
 * delegated with EIP-7702 to the sandbox's batch executor, runs `wallet_sendCalls` in one
 * transaction (evm/smartAccount.ts); `aminoOnly` approves Cosmos's `cosmos_signAmino` and not
 * `cosmos_signDirect`, as a Ledger-backed account does, so the dapp signs LEGACY_AMINO_JSON.
 */
export type WalletMode =
  | 'normal'
  | 'reject'
  | 'wrongAccount'
  | 'wrongChain'
  | 'smartAccount'
  | 'aminoOnly';

export const WALLET_MODES: readonly WalletMode[] = [
  'normal',
  'reject',
  'wrongAccount',
  'wrongChain',
  'smartAccount',
  'aminoOnly',
];
