import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule} No se firmó nada.',
  ruleSender: 'La transacción se enviaría desde una billetera distinta de la tuya.',
  ruleChain: 'La transacción es para una red distinta de la de este paso.',
  ruleSpender:
    'La aprobación permitiría gastar tus tokens a un contrato distinto del que los intercambia.',
  ruleApprovalToken: 'La aprobación es para un token distinto del que gasta este paso.',
  ruleApprovalCalldata: 'La transacción de aprobación no es una simple aprobación de token.',
  ruleSpenderToken:
    'La aprobación permitiría gastar tus tokens a un contrato de token en lugar del contrato que los intercambia.',
  ruleHiddenApproval:
    'La transacción permitiría a alguien gastar tus tokens, aunque este paso no es una aprobación.',
  ruleTokenCall:
    'La transacción llama directamente a un token de esta ruta en lugar de al contrato que lo intercambia.',
  ruleValue: 'La transacción enviaría más de tu moneda nativa de lo que necesita este paso.',
  ruleTargetChanged: 'La transacción va a un contrato distinto del indicado para esta ruta.',
  rulePayloadNetwork: 'El servicio de rutas envió una transacción para otro tipo de red.',
  ruleFeePayer: 'La transacción la pagaría una cuenta distinta de tu billetera.',
  ruleExtraSigner: 'La transacción necesita la firma de una cuenta distinta de tu billetera.',
  ruleForeignProgram: 'La transacción llama a un programa que no forma parte de esta ruta.',
  ruleOrderType:
    'Se pediría a tu billetera firmar un mensaje que este widget no puede leer como una orden.',
  ruleOrderChain: 'La orden es para una red distinta de la de este paso.',
  ruleOrderContract: 'La orden la liquidaría un contrato distinto del indicado para esta ruta.',
  ruleOrderMaker: 'La orden gastaría desde una billetera distinta de la tuya.',
  ruleOrderInput: 'La orden entregaría otros tokens, o más cantidad, de los que gasta este paso.',
  ruleOrderOutput: 'La orden pide otro token, o menos cantidad, de lo que promete esta ruta.',
  ruleOrderMinimum: 'La orden se liquidaría por menos del mínimo que aceptaste recibir.',
  ruleOrderRecipient:
    'La orden pagaría a una dirección distinta de la del destinatario de esta ruta.',
  ruleOrderDeadline: 'La orden caducó o seguiría siendo válida durante más de un día.',
  ruleTronEncoding: 'La transacción no se puede leer completa, o sus partes no dicen lo mismo.',
  ruleTronTxId: 'El id de la transacción no corresponde a la transacción que se va a firmar.',
  ruleTronContractType:
    'La transacción no es una única llamada a un contrato ni una transferencia de TRX.',
  ruleApprovalAmount: 'La aprobación es por una cantidad distinta de la que gasta esta ruta.',
  ruleFeeLimit:
    'La transacción podría quemar más TRX en su comisión de red de lo que permite este widget.',
  ruleExpiration: 'La transacción caducó o seguiría siendo válida durante más de un día.',
  broadcastRefused:
    'La red rechazó la transacción firmada ({reason}). Se conserva: “Reintentar” la vuelve a enviar hasta que caduque.',
  ruleCosmosUnreadable: 'El servicio de rutas envió una transacción que este widget no puede leer.',
  ruleCosmosMessage: 'La transacción contiene un tipo de mensaje que este widget no firma.',
  ruleCosmosInput:
    'La transacción enviaría otro token, u otra cantidad, de lo que gasta este paso.',
  ruleCosmosReceiver:
    'La transferencia iría a una dirección distinta de la del destinatario de esta ruta.',
  ruleCosmosMemo: 'La transacción lleva instrucciones (un memo) que este widget no puede leer.',
  ruleCosmosMemoRecipient:
    'Las instrucciones de la transacción (su memo) pagarían a una dirección distinta de la del destinatario de esta ruta.',
  ruleCosmosMemoOutput:
    'Las instrucciones de la transacción (su memo) piden otro token, o menos cantidad, de lo que promete esta ruta.',
  ruleCosmosTimeout: 'La transferencia caducó o seguiría abierta durante más de una hora.',
  ruleCosmosIbcChannel:
    'La transferencia saldría por un canal IBC que no lleva al destino de esta ruta.',
  ruleCosmosFee: 'La comisión de red sería muy superior a la de la cotización de esta ruta.',
  simulationFailedReason:
    'Esta transacción fallaría en la cadena ({reason}), así que no se pidió a tu billetera que la firmara. No se firmó nada.',
  simulationFailed:
    'Esta transacción fallaría en la cadena, así que no se pidió a tu billetera que la firmara. No se firmó nada.',
  effectSend: 'Esta transacción también enviaría {amount} desde tu billetera. No se firmó nada.',
  effectOverspend:
    'Esta transacción sacaría {amount} de tu billetera, más de los {max} que gasta este paso. No se firmó nada.',
  effectGrant:
    'Esta transacción también permitiría a {spender} gastar {amount} de tu billetera. No se firmó nada.',
  effectGrantAll:
    'Esta transacción también permitiría a {spender} mover todos tus {token}. No se firmó nada.',
  effectOther:
    'Esta transacción también cambiaría tu cuenta de una forma que este intercambio no necesita. No se firmó nada.',
  effectNotChecked:
    'El nodo de esta red no puede mostrar qué haría la transacción con tus saldos. Marca “Efecto no verificado” y vuelve a intentarlo para firmarla de todos modos. No se firmó nada.',
  blockhashExpired:
    'Esta transacción caducó antes de firmarse. Vuelve a obtenerla para continuar; no se firmó nada.',
  transactionTooLarge:
    'La transacción de Solana de esta ruta es demasiado grande ({size} bytes; el límite es {limit}). Obtén una nueva cotización; una ruta que use menos cuentas cabrá.',
  walletMissing: 'Conecta tu billetera de {network} para continuar.',
  unsupportedSignature:
    'Este paso pide un mensaje firmado, y este widget solo los firma en redes EVM.',
  unsupportedUntypedSignature:
    'Este paso pide a tu billetera que firme un mensaje de texto simple, cuyo efecto este widget no puede verificar, así que no se firmó.',
  unsupportedNetwork:
    'Este paso se ejecuta en una red para la que este widget aún no puede firmar.',
  unsupportedUnknownTransaction:
    'Tu billetera envió una transacción para este paso mientras la página estaba cerrada, y no se pudo encontrar. Revisa tu billetera antes de volver a intentarlo.',
  maybeSentPending:
    'Una transacción de tu billetera para este paso sigue pendiente. Espera a que tu billetera la muestre como confirmada y vuelve a intentarlo; no se enviará dos veces.',
  sentNotAsked:
    'Tu billetera informó de una transacción que no es la que se le pidió enviar, así que el intercambio no la sigue. Revisa la actividad de tu billetera antes de volver a intentarlo.',
  sentUnknown:
    'Tu billetera informó de una transacción que la red no conoce, así que el intercambio no la sigue. Revisa la actividad de tu billetera antes de volver a intentarlo.',
  approvalOverBalance:
    'Este paso aprobaría más {symbol} del que tiene tu cuenta, así que no se firmó. No se firmó nada.',
  storedDecimals:
    'El intercambio guardado dice que {symbol} en {chain} tiene {stored} decimales, pero su lista de tokens o su cadena dice {actual}: el registro se modificó, así que no se firmó nada. Obtén una nueva cotización.',
  storedForeignSigner:
    'La transacción guardada para este paso la firmó una cuenta distinta de la conectada, así que no se envió ni se siguió. No se firmó nada.',
  orderRefused:
    'El servicio de rutas rechazó la orden firmada, así que no se movió nada. Vuelve a intentarlo para firmar una nueva.',
  revertedReason: 'La transacción falló en la cadena: {reason}',
  reverted: 'La transacción falló en la cadena.',
  batchNotSent: 'Tu billetera no envió la aprobación ni el intercambio: no se envió nada.',
  replacementNotStuck: 'En este paso no hay ninguna transacción pendiente que acelerar o cancelar.',
  replacementNoCancel: 'Este paso no se puede cancelar: parte del intercambio ya se movió.',
  replacementLanded: 'La transacción se confirmó mientras tanto; no se reemplazó nada.',
  replacementUnknown:
    'La red ya no conoce la transacción pendiente, así que no se puede reemplazar. El intercambio sigue esperándola.',
  replacementMismatch:
    'La transacción pendiente no es la que envió este paso, así que no se reemplazó.',
  replacementNewNonceSpeedUp:
    'Tu billetera envió la aceleración como una transacción nueva en lugar de reemplazar la atascada, así que el intercambio podría ejecutarse dos veces. Abre la actividad de tu billetera y cancela una de las dos allí.',
  replacementNewNonceCancel:
    'Tu billetera envió la cancelación como una transacción nueva en lugar de reemplazar la atascada: no cancela nada, y el intercambio sigue esperando su transacción.',
  tooLargeBelowMinimum:
    'La transacción de Solana de esta ruta es demasiado grande para enviarla, y la ruta más pequeña que se ofrece ahora paga menos del mínimo que revisaste. No se firmó nada. Obtén una nueva cotización.',
  tooLargeNoSmallerRoute:
    'La transacción de Solana de esta ruta es demasiado grande para enviarla, y no se ofrece ninguna ruta más pequeña. No se firmó nada. Obtén una nueva cotización.',
  tooLargeExhausted:
    'La transacción de Solana de esta ruta sigue siendo demasiado grande para enviarla tras volver a cotizarla con menos cuentas. No se firmó nada. Obtén una nueva cotización.',
};
