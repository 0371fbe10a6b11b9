import type { executionMessages } from '../en/execution';
import type { Translation } from '../messages';

export const execution: Translation<typeof executionMessages.en> = {
  progress: 'Tauschfortschritt',
  headline: '{amount} {from} → {to}',
  headlineCrossChain: '{amount} {from} auf {fromChain} → {to} auf {toChain}',
  runsElsewhere:
    'Dieser Tausch läuft in einem anderen Tab. Sein Fortschritt wird hier angezeigt; wird jener Tab geschlossen, übernimmt dieser.',
  runningElsewhere: 'Dieser Tausch läuft in einem anderen Tab.',
  notRunningHere: 'Dieser Tausch läuft nicht in diesem Tab.',
  steps: 'Schritte',
  sourceTransaction: 'Quelltransaktion',
  destinationTransaction: 'Zieltransaktion',
  swapFailed: 'Tausch fehlgeschlagen',
  swapStopped: 'Tausch angehalten',
  effectNotChecked: 'Wirkung nicht geprüft',
  tryAgain: 'Erneut versuchen',
  newSwap: 'Neuer Tausch',
  newQuote: 'Neues Angebot holen',
  swapComplete: 'Tausch abgeschlossen',
  youReceived: 'Sie haben {amount} {symbol} erhalten',
  youReceivedOn: 'Sie haben {amount} {symbol} auf {chain} erhalten',
  doneSoFar: 'Bisher erledigt: {steps}.',
  sentNotCompleted:
    'Eine Transaktion wurde gesendet, aber nicht abgeschlossen; ihr Link steht oben.',
  nothingSent: 'Es wurde nichts gesendet.',
  resumeIntro:
    'Dieser Tausch wartet auf Sie. Prüfen Sie seine Bedingungen und setzen Sie ihn dann fort: Ihre Wallet fragt, bevor etwas gesendet wird.',
  resumePay: 'Sie zahlen',
  resumeMinimum: 'Sie erhalten mindestens',
  resumeRecipient: 'Empfänger',
  resumeSwap: 'Tausch fortsetzen',
  termsAmount: '{amount} {symbol} auf {chain}',
  maybeSent:
    'Ihre Wallet wurde gebeten, eine Transaktion zu senden, und das Netzwerk zeigt noch nicht, ob sie es getan hat. „Erneut versuchen“ sucht zuerst danach und sendet sie nie zweimal.',
  labelOrder: 'Order',
  labelSignOrder: 'Order signieren',
  labelApprove: '{symbol} freigeben',
  labelSwap: 'Tausch',
  labelBridge: 'Bridge',
  labelClaim: 'Abholen',
  labelSign: 'Signieren',
  stateSignedSubmitting: 'Signiert, wird übermittelt',
  stateFilling: 'Wird ausgeführt…',
  stateFilled: 'Ausgeführt',
  stateWaiting: 'Wartet',
  stateAwaitsResume: 'Wartet darauf, dass Sie fortsetzen',
  statePreparing: 'Wird vorbereitet',
  stateSwitchNetwork: 'Wechseln Sie das Netzwerk in Ihrer Wallet',
  stateConfirmInWallet: 'Bestätigen Sie in Ihrer Wallet',
  stateCancelling: 'Wird abgebrochen, wartet auf das Netzwerk',
  stateSpedUp: 'Beschleunigt, wartet auf das Netzwerk',
  stateSent: 'Gesendet, wartet auf das Netzwerk',
  statePendingAbout: 'Ausstehend, etwa {duration}',
  statePending: 'Ausstehend',
  stateDone: 'Erledigt',
  stateAlreadyApproved: 'Erledigt, bereits freigegeben',
  stateFailed: 'Fehlgeschlagen',
  stateCancelled: 'Abgebrochen',
  requoted: {
    one: 'Neu angefragt mit höchstens {accounts} Konten: Die Solana-Transaktion der ersten Route war zu groß zum Senden ({size} Bytes, die Grenze liegt bei {limit}).',
    other:
      '{count}-mal neu angefragt mit höchstens {accounts} Konten: Die Solana-Transaktion der ersten Route war zu groß zum Senden ({size} Bytes, die Grenze liegt bei {limit}).',
  },
  stuck:
    'Das dauert länger als üblich. Sie können es mit einer höheren Netzwerkgebühr beschleunigen oder abbrechen.',
  stuckCancelling:
    'Der Abbruch dauert länger als üblich. Sie können ihn mit einer höheren Netzwerkgebühr beschleunigen.',
  stuckConfirm: 'Bestätigen Sie in Ihrer Wallet.',
  speedUp: 'Beschleunigen',
  cancel: 'Abbrechen',
  replaceFailed: '{problem} Der Tausch läuft mit der zuvor gesendeten Transaktion weiter.',
  swapCancelled: 'Tausch abgebrochen',
  cancelledNothingSwapped:
    'Es wurde nichts getauscht: Ihre {amount} {symbol} sind in Ihrer Wallet geblieben.',
  cancelledApprovalRemains:
    'Es wurde nichts getauscht: Ihre {amount} {symbol} sind in Ihrer Wallet geblieben. Die dafür erteilte Freigabe besteht weiter.',
  cancelFee: 'Der Abbruch hat {amount} {symbol} an Netzwerkgebühren gekostet.',
  swapPartlyComplete: 'Tausch teilweise abgeschlossen',
  partialUnknownToken:
    'Sie haben einen anderen Token als {wanted} erhalten; der Dienst hat nicht gesagt, welchen. Prüfen Sie Ihre Wallet.',
  partialYouReceived: 'Sie haben {amount} {symbol} auf {chain} statt {wanted} erhalten.',
  partialRecipientReceived:
    'Der Empfänger {recipient} hat {amount} {symbol} auf {chain} statt {wanted} erhalten.',
  swapArrived: '{from} in {to} tauschen',
};
