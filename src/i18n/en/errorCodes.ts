import { defineSection } from '../../lib/messages';

/**
 * One message per error code, for an error worded without a catalogue entry (an execution's
 * stored failure, a message from an older build) when the widget speaks another language.
 * English shows the error's own `shortMessage` instead, so this section is never loaded at run
 * time: it is the source the translations are typed and tested from (`errorText.ts`).
 */
export const errorCodeMessages = defineSection('errorCodes', {
  HTTP_ERROR: 'The routing service refused the request.',
  RATE_LIMITED: 'The routing service is busy. Try again in a moment.',
  NETWORK_ERROR: 'Could not reach the routing service. Check your connection.',
  TIMEOUT: 'The routing service took too long to answer. Try again.',
  ABORTED: 'The request was cancelled.',
  INVALID_RESPONSE: 'The routing service sent an unexpected answer.',
  API_ERROR: 'The routing service reported an error.',
  QUOTE_EXPIRED: 'This quote has expired. Get a fresh quote to continue.',
  INVALID_REQUEST: 'The request is not valid.',
  UNTRUSTED_RESPONSE: 'The routing service answered with something other than what was asked.',
  RPC_ERROR: 'The network could not be read. Try again.',
  INVALID_TOKEN: 'This token could not be checked.',
  UNSUPPORTED_NETWORK: 'This network is not supported.',
  CONFIG_ERROR: 'The widget is not set up correctly.',
  SANDBOX_UNAVAILABLE: 'The sandbox is not available.',
  USER_REJECTED: 'The request was rejected in the wallet.',
  WRONG_NETWORK: 'The wallet is on another network.',
  INSUFFICIENT_BALANCE: 'The wallet does not have enough funds for this transaction.',
  WALLET_ERROR: 'The wallet could not complete the request. Try again.',
  TRANSACTION_FAILED: 'The transaction failed.',
  UNSAFE_TRANSACTION: 'The transaction was not signed: it is not what this swap should send.',
  EFFECT_NOT_CHECKED: 'What the transaction would do to your balances could not be checked.',
  UNKNOWN: 'Something went wrong. Try again.',
});
