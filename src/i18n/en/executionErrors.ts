import { defineSection } from '../../lib/messages';

/**
 * Why a step stopped, as the engine words it (`src/execution/errors.ts`, `steps/stepErrors.ts`,
 * `solana/requote.ts`; loaded with the engine and the signers).
 */
export const executionErrorMessages = defineSection('executionErrors', {
  unsafe: '{rule} Nothing was signed.',
  ruleSender: 'The transaction would be sent from another wallet than yours.',
  ruleChain: 'The transaction is for another network than this step.',
  ruleSpender:
    'The approval would let another contract spend your tokens than the one that swaps them.',
  ruleApprovalToken: 'The approval is for another token than the one this step spends.',
  ruleApprovalCalldata: 'The approval transaction is not a plain token approval.',
  ruleSpenderToken:
    'The approval would let a token contract spend your tokens instead of the contract that swaps them.',
  ruleHiddenApproval:
    'The transaction would let someone spend your tokens, though this step is not an approval.',
  ruleTokenCall:
    'The transaction calls a token of this route directly instead of the contract that swaps it.',
  ruleValue: 'The transaction would send more of your native coin than this step needs.',
  ruleTargetChanged: 'The transaction goes to another contract than the one given for this route.',
  rulePayloadNetwork: 'The routing service sent a transaction for another kind of network.',
  ruleFeePayer: 'The transaction would be paid for by another account than your wallet.',
  ruleExtraSigner: 'The transaction needs a signature from another account than your wallet.',
  ruleForeignProgram: 'The transaction calls a program that is not part of this route.',
  ruleOrderType:
    'Your wallet would be asked to sign a message this widget cannot read as an order.',
  ruleOrderChain: 'The order is for another network than this step.',
  ruleOrderContract:
    'The order would be settled by another contract than the one given for this route.',
  ruleOrderMaker: 'The order would spend from another wallet than yours.',
  ruleOrderInput: 'The order would give other tokens, or more of them, than this step spends.',
  ruleOrderOutput: 'The order asks for another token, or less of it, than this route promises.',
  ruleOrderMinimum: 'The order would settle for less than the minimum you agreed to receive.',
  ruleOrderRecipient: "The order would pay another address than this route's recipient.",
  ruleOrderDeadline: 'The order has expired, or would stay valid for more than a day.',
  ruleTronEncoding:
    'The transaction cannot be read as a whole, or its parts do not say the same thing.',
  ruleTronTxId: 'The transaction id is not the one of the transaction to sign.',
  ruleTronContractType: 'The transaction is not a single contract call or TRX transfer.',
  ruleApprovalAmount: 'The approval is for another amount than this route spends.',
  ruleFeeLimit: 'The transaction could burn more TRX for its network fee than this widget allows.',
  ruleExpiration: 'The transaction has expired, or would stay valid for more than a day.',
  broadcastRefused:
    'The network refused the signed transaction ({reason}). It is kept: Try again sends it again until it expires.',
  ruleCosmosUnreadable: 'The routing service sent a transaction this widget cannot read.',
  ruleCosmosMessage: 'The transaction contains a kind of message this widget does not sign.',
  ruleCosmosInput:
    'The transaction would send another token, or another amount, than this step spends.',
  ruleCosmosReceiver: "The transfer would go to another address than this route's recipient.",
  ruleCosmosMemo: 'The transaction carries instructions (a memo) this widget cannot read.',
  ruleCosmosMemoRecipient:
    "The transaction's instructions (its memo) would pay another address than this route's recipient.",
  ruleCosmosMemoOutput:
    "The transaction's instructions (its memo) ask for another token, or less of it, than this route promises.",
  ruleCosmosTimeout: 'The transfer has expired, or would stay open for more than an hour.',
  ruleCosmosIbcChannel:
    "The transfer would leave on an IBC channel that does not lead to this route's destination.",
  ruleCosmosFee: 'The network fee would be far higher than the one this route was quoted with.',
  simulationFailedReason:
    'This transaction would fail on chain ({reason}), so your wallet was not asked to sign it. Nothing was signed.',
  simulationFailed:
    'This transaction would fail on chain, so your wallet was not asked to sign it. Nothing was signed.',
  effectSend: 'This transaction would also send {amount} from your wallet. Nothing was signed.',
  effectOverspend:
    'This transaction would take {amount} from your wallet, more than the {max} this step spends. Nothing was signed.',
  effectGrant:
    'This transaction would also let {spender} spend {amount} from your wallet. Nothing was signed.',
  effectGrantAll:
    'This transaction would also let {spender} move all your {token}. Nothing was signed.',
  effectOther:
    'This transaction would also change your account in a way this swap does not need. Nothing was signed.',
  effectNotChecked:
    'This network\'s node cannot show what the transaction would do to your balances. Tick "Effect not checked" and try again to sign it anyway. Nothing was signed.',
  blockhashExpired:
    'This transaction expired before it was signed. Get it again to continue; nothing was signed.',
  transactionTooLarge:
    "This route's Solana transaction is too large ({size} bytes, the limit is {limit}). Get a new quote; a route that touches fewer accounts will fit.",
  walletMissing: 'Connect your {network} wallet to continue.',
  unsupportedSignature:
    'This step asks for a signed message, which this widget signs on EVM networks only.',
  unsupportedUntypedSignature:
    'This step asks your wallet to sign a plain text message, whose effect this widget cannot check, so it was not signed.',
  unsupportedNetwork: 'This step runs on a network this widget cannot sign for yet.',
  unsupportedUnknownTransaction:
    'Your wallet sent a transaction for this step while the page was closed, and it could not be found. Check your wallet before trying again.',
  maybeSentPending:
    'A transaction from your wallet for this step is still pending. Wait until your wallet shows it confirmed, then try again; it will not be sent twice.',
  sentNotAsked:
    "Your wallet reported a transaction that is not the one it was asked to send, so the swap does not follow it. Check your wallet's activity before trying again.",
  sentUnknown:
    "Your wallet reported a transaction the network does not know, so the swap does not follow it. Check your wallet's activity before trying again.",
  approvalOverBalance:
    'This step would approve more {symbol} than your account holds, so it was not signed. Nothing was signed.',
  storedDecimals:
    'The saved swap says {symbol} on {chain} has {stored} decimals, but its token list or its chain says {actual}: the record was changed, so nothing was signed. Get a new quote.',
  storedForeignSigner:
    'The transaction saved for this step was signed by another account than the connected one, so it was neither sent nor followed. Nothing was signed.',
  orderRefused:
    'The routing service refused the signed order, so nothing was moved. Try again to sign a new one.',
  revertedReason: 'The transaction failed on chain: {reason}',
  reverted: 'The transaction failed on chain.',
  batchNotSent: 'Your wallet did not send the approval and the swap: nothing was sent.',
  replacementNotStuck: 'There is no pending transaction to speed up or cancel at this step.',
  replacementNoCancel: 'This step cannot be cancelled: part of the swap has already moved.',
  replacementLanded: 'The transaction was confirmed meanwhile; nothing was replaced.',
  replacementUnknown:
    'The network no longer knows the pending transaction, so it cannot be replaced. The swap keeps waiting for it.',
  replacementMismatch:
    'The pending transaction is not the one this step sent, so it was not replaced.',
  replacementNewNonceSpeedUp:
    "Your wallet sent the speed-up as a new transaction instead of replacing the stuck one, so the swap may go through twice. Open your wallet's activity and cancel one of them there.",
  replacementNewNonceCancel:
    'Your wallet sent the cancellation as a new transaction instead of replacing the stuck one: it cancels nothing, and the swap keeps waiting for its transaction.',
  tooLargeBelowMinimum:
    "This route's Solana transaction is too large to send, and the smaller route offered now pays less than the minimum you reviewed. Nothing was signed. Get a new quote.",
  tooLargeNoSmallerRoute:
    "This route's Solana transaction is too large to send, and no smaller route is offered for it. Nothing was signed. Get a new quote.",
  tooLargeExhausted:
    "This route's Solana transaction is still too large to send after quoting it again with fewer accounts. Nothing was signed. Get a new quote.",
});
