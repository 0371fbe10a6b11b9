import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule} Es wurde nichts signiert.',
  ruleSender: 'Die Transaktion würde von einer anderen Wallet als Ihrer gesendet.',
  ruleChain: 'Die Transaktion ist für ein anderes Netzwerk als dieser Schritt.',
  ruleSpender:
    'Die Freigabe würde einem anderen Vertrag als dem tauschenden erlauben, Ihre Token auszugeben.',
  ruleApprovalToken: 'Die Freigabe gilt einem anderen Token als dem, den dieser Schritt ausgibt.',
  ruleApprovalCalldata: 'Die Freigabetransaktion ist keine einfache Token-Freigabe.',
  ruleSpenderToken:
    'Die Freigabe würde einem Token-Vertrag statt dem tauschenden Vertrag erlauben, Ihre Token auszugeben.',
  ruleHiddenApproval:
    'Die Transaktion würde jemandem erlauben, Ihre Token auszugeben, obwohl dieser Schritt keine Freigabe ist.',
  ruleTokenCall:
    'Die Transaktion ruft einen Token dieser Route direkt auf statt des Vertrags, der ihn tauscht.',
  ruleValue:
    'Die Transaktion würde mehr von Ihrer nativen Münze senden, als dieser Schritt braucht.',
  ruleTargetChanged:
    'Die Transaktion geht an einen anderen Vertrag als den, der für diese Route angegeben wurde.',
  rulePayloadNetwork:
    'Der Routing-Dienst hat eine Transaktion für eine andere Art von Netzwerk gesendet.',
  ruleFeePayer: 'Die Transaktion würde von einem anderen Konto als Ihrer Wallet bezahlt.',
  ruleExtraSigner: 'Die Transaktion braucht eine Signatur eines anderen Kontos als Ihrer Wallet.',
  ruleForeignProgram: 'Die Transaktion ruft ein Programm auf, das nicht zu dieser Route gehört.',
  ruleOrderType:
    'Ihre Wallet würde gebeten, eine Nachricht zu signieren, die dieses Widget nicht als Auftrag lesen kann.',
  ruleOrderChain: 'Der Auftrag ist für ein anderes Netzwerk als dieser Schritt.',
  ruleOrderContract:
    'Der Auftrag würde von einem anderen Vertrag abgewickelt als dem, der für diese Route angegeben wurde.',
  ruleOrderMaker: 'Der Auftrag würde von einer anderen Wallet als Ihrer ausgeben.',
  ruleOrderInput: 'Der Auftrag würde andere oder mehr Token hergeben, als dieser Schritt ausgibt.',
  ruleOrderOutput:
    'Der Auftrag verlangt einen anderen Token oder weniger davon, als diese Route verspricht.',
  ruleOrderMinimum:
    'Der Auftrag würde sich mit weniger begnügen als dem Minimum, dem Sie zugestimmt haben.',
  ruleOrderRecipient:
    'Der Auftrag würde an eine andere Adresse zahlen als den Empfänger dieser Route.',
  ruleOrderDeadline: 'Der Auftrag ist abgelaufen oder bliebe länger als einen Tag gültig.',
  ruleTronEncoding:
    'Die Transaktion lässt sich nicht vollständig lesen, oder ihre Teile sagen nicht dasselbe.',
  ruleTronTxId: 'Die Transaktions-ID gehört nicht zu der Transaktion, die signiert werden soll.',
  ruleTronContractType:
    'Die Transaktion ist kein einzelner Vertragsaufruf und keine einzelne TRX-Überweisung.',
  ruleApprovalAmount: 'Die Freigabe gilt einem anderen Betrag, als diese Route ausgibt.',
  ruleFeeLimit:
    'Die Transaktion könnte für ihre Netzwerkgebühr mehr TRX verbrennen, als dieses Widget erlaubt.',
  ruleExpiration: 'Die Transaktion ist abgelaufen oder bliebe länger als einen Tag gültig.',
  broadcastRefused:
    'Das Netzwerk hat die signierte Transaktion abgelehnt ({reason}). Sie bleibt erhalten: „Erneut versuchen“ sendet sie erneut, bis sie abläuft.',
  ruleCosmosUnreadable:
    'Der Routing-Dienst hat eine Transaktion gesendet, die dieses Widget nicht lesen kann.',
  ruleCosmosMessage:
    'Die Transaktion enthält eine Art von Nachricht, die dieses Widget nicht signiert.',
  ruleCosmosInput:
    'Die Transaktion würde einen anderen Token oder einen anderen Betrag senden, als dieser Schritt ausgibt.',
  ruleCosmosReceiver:
    'Die Überweisung ginge an eine andere Adresse als den Empfänger dieser Route.',
  ruleCosmosMemo:
    'Die Transaktion enthält Anweisungen (ein Memo), die dieses Widget nicht lesen kann.',
  ruleCosmosMemoRecipient:
    'Die Anweisungen der Transaktion (ihr Memo) würden an eine andere Adresse zahlen als den Empfänger dieser Route.',
  ruleCosmosMemoOutput:
    'Die Anweisungen der Transaktion (ihr Memo) verlangen einen anderen Token oder weniger davon, als diese Route verspricht.',
  ruleCosmosTimeout: 'Die Überweisung ist abgelaufen oder bliebe länger als eine Stunde offen.',
  ruleCosmosIbcChannel:
    'Die Überweisung liefe über einen IBC-Kanal, der nicht zum Ziel dieser Route führt.',
  ruleCosmosFee: 'Die Netzwerkgebühr wäre weit höher als die, mit der diese Route angeboten wurde.',
  simulationFailedReason:
    'Diese Transaktion würde auf der Chain fehlschlagen ({reason}), daher wurde Ihre Wallet nicht um eine Signatur gebeten. Es wurde nichts signiert.',
  simulationFailed:
    'Diese Transaktion würde auf der Chain fehlschlagen, daher wurde Ihre Wallet nicht um eine Signatur gebeten. Es wurde nichts signiert.',
  effectSend:
    'Diese Transaktion würde außerdem {amount} aus Ihrer Wallet senden. Es wurde nichts signiert.',
  effectOverspend:
    'Diese Transaktion würde {amount} aus Ihrer Wallet nehmen, mehr als die {max}, die dieser Schritt ausgibt. Es wurde nichts signiert.',
  effectGrant:
    'Diese Transaktion würde außerdem {spender} erlauben, {amount} aus Ihrer Wallet auszugeben. Es wurde nichts signiert.',
  effectGrantAll:
    'Diese Transaktion würde außerdem {spender} erlauben, alle Ihre {token} zu bewegen. Es wurde nichts signiert.',
  effectOther:
    'Diese Transaktion würde Ihr Konto außerdem auf eine Weise verändern, die dieser Tausch nicht braucht. Es wurde nichts signiert.',
  effectNotChecked:
    'Der Knoten dieses Netzwerks kann nicht zeigen, was die Transaktion mit Ihren Guthaben tun würde. Setzen Sie das Häkchen bei „Wirkung nicht geprüft“ und versuchen Sie es erneut, um sie trotzdem zu signieren. Es wurde nichts signiert.',
  blockhashExpired:
    'Diese Transaktion ist abgelaufen, bevor sie signiert wurde. Holen Sie sie erneut, um fortzufahren; es wurde nichts signiert.',
  transactionTooLarge:
    'Die Solana-Transaktion dieser Route ist zu groß ({size} Bytes, die Grenze liegt bei {limit}). Holen Sie ein neues Angebot ein; eine Route, die weniger Konten berührt, passt.',
  walletMissing: 'Verbinden Sie Ihre {network}-Wallet, um fortzufahren.',
  unsupportedSignature:
    'Dieser Schritt verlangt eine signierte Nachricht, die dieses Widget nur in EVM-Netzwerken signiert.',
  unsupportedUntypedSignature:
    'Dieser Schritt bittet Ihre Wallet, eine reine Textnachricht zu signieren, deren Wirkung dieses Widget nicht prüfen kann; daher wurde sie nicht signiert.',
  unsupportedNetwork:
    'Dieser Schritt läuft in einem Netzwerk, für das dieses Widget noch nicht signieren kann.',
  unsupportedUnknownTransaction:
    'Ihre Wallet hat für diesen Schritt eine Transaktion gesendet, während die Seite geschlossen war, und sie wurde nicht gefunden. Prüfen Sie Ihre Wallet, bevor Sie es erneut versuchen.',
  maybeSentPending:
    'Eine Transaktion Ihrer Wallet für diesen Schritt ist noch ausstehend. Warten Sie, bis Ihre Wallet sie als bestätigt anzeigt, und versuchen Sie es dann erneut; sie wird nicht zweimal gesendet.',
  sentNotAsked:
    'Ihre Wallet hat eine Transaktion gemeldet, die nicht die angeforderte ist; der Tausch verfolgt sie daher nicht. Prüfen Sie die Aktivität Ihrer Wallet, bevor Sie es erneut versuchen.',
  sentUnknown:
    'Ihre Wallet hat eine Transaktion gemeldet, die das Netzwerk nicht kennt; der Tausch verfolgt sie daher nicht. Prüfen Sie die Aktivität Ihrer Wallet, bevor Sie es erneut versuchen.',
  approvalOverBalance:
    'Dieser Schritt würde mehr {symbol} freigeben, als Ihr Konto hält, und wurde daher nicht signiert. Es wurde nichts signiert.',
  storedDecimals:
    'Der gespeicherte Tausch gibt für {symbol} auf {chain} {stored} Dezimalstellen an, die Token-Liste oder die Chain aber {actual}: Der Eintrag wurde verändert, daher wurde nichts signiert. Holen Sie ein neues Angebot.',
  storedForeignSigner:
    'Die für diesen Schritt gespeicherte Transaktion wurde von einem anderen als dem verbundenen Konto signiert; sie wurde daher weder gesendet noch verfolgt. Es wurde nichts signiert.',
  orderRefused:
    'Der Routing-Dienst hat den signierten Auftrag abgelehnt, daher wurde nichts bewegt. Versuchen Sie es erneut, um einen neuen zu signieren.',
  revertedReason: 'Die Transaktion ist auf der Chain fehlgeschlagen: {reason}',
  reverted: 'Die Transaktion ist auf der Chain fehlgeschlagen.',
  batchNotSent:
    'Ihre Wallet hat die Freigabe und den Tausch nicht gesendet: Es wurde nichts gesendet.',
  replacementNotStuck:
    'Bei diesem Schritt gibt es keine ausstehende Transaktion, die beschleunigt oder abgebrochen werden könnte.',
  replacementNoCancel:
    'Dieser Schritt kann nicht abgebrochen werden: Ein Teil des Tauschs wurde bereits bewegt.',
  replacementLanded: 'Die Transaktion wurde inzwischen bestätigt; nichts wurde ersetzt.',
  replacementUnknown:
    'Das Netzwerk kennt die ausstehende Transaktion nicht mehr, daher kann sie nicht ersetzt werden. Der Tausch wartet weiter auf sie.',
  replacementMismatch:
    'Die ausstehende Transaktion ist nicht die, die dieser Schritt gesendet hat, daher wurde sie nicht ersetzt.',
  replacementNewNonceSpeedUp:
    'Ihre Wallet hat die Beschleunigung als neue Transaktion gesendet, statt die hängende zu ersetzen; der Tausch kann daher zweimal ausgeführt werden. Öffnen Sie die Aktivität Ihrer Wallet und brechen Sie dort eine der beiden ab.',
  replacementNewNonceCancel:
    'Ihre Wallet hat den Abbruch als neue Transaktion gesendet, statt die hängende zu ersetzen: Er bricht nichts ab, und der Tausch wartet weiter auf seine Transaktion.',
  tooLargeBelowMinimum:
    'Die Solana-Transaktion dieser Route ist zu groß zum Senden, und die jetzt angebotene kleinere Route zahlt weniger als das geprüfte Minimum. Es wurde nichts signiert. Holen Sie ein neues Angebot ein.',
  tooLargeNoSmallerRoute:
    'Die Solana-Transaktion dieser Route ist zu groß zum Senden, und dafür wird keine kleinere Route angeboten. Es wurde nichts signiert. Holen Sie ein neues Angebot ein.',
  tooLargeExhausted:
    'Die Solana-Transaktion dieser Route ist auch nach einem neuen Angebot mit weniger Konten zu groß zum Senden. Es wurde nichts signiert. Holen Sie ein neues Angebot ein.',
};
