import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: 'Detalles del intercambio',
  reviewTitle: 'Revisa tu intercambio',
  rateChanged:
    'La tasa cambió: ahora recibirías {amount}, y no menos de {newMinimum}. Revisaste un mínimo de {minimum}.',
  acceptAndSwap: 'Aceptar nueva tasa e intercambiar',
  confirmSwap: 'Confirmar intercambio',
  confirmRecipientFirst: 'Primero confirma adónde van los tokens.',
  newQuote: 'Obtener nueva cotización',
  rememberedRecipient: 'Recordada de una visita anterior; no es tu billetera conectada.',
  confirmRecipient: 'Confirmo que los tokens van a {address}',
  recipientChecking: 'Verificando si el destinatario es un contrato en {chain}…',
  recipientIsContract:
    'El destinatario es un contrato en {chain}, no una billetera. Los tokens enviados a un contrato que no puede transferirlos se pierden para siempre.',
  acknowledgeContract: 'Entiendo que el destinatario es un contrato',
  recipientNotChecked:
    'No se pudo verificar si el destinatario tiene código de contrato: {reason} Asegúrate de que puede recibir {symbol} en {chain} antes de confirmar.',
  checkingRecipientFirst: 'Primero se está verificando el destinatario.',
  acknowledgeContractFirst: 'Primero confirma que entiendes que el destinatario es un contrato.',
  toYourWallet: 'Para: tu billetera de {network}',
  toConnectedWallet: 'Para: tu billetera',
  youPay: 'Pagas',
  youReceive: 'Recibes (estimado)',
  minimumReceived: 'Mínimo recibido',
  slippage: 'Deslizamiento',
  estimatedTime: 'Tiempo estimado',
  networkCost: 'Comisión de red',
  noNetworkCost: 'Ninguna desde tu billetera',
  rate: 'Tasa',
  priceImpact: 'Impacto en el precio',
  priceImpactUnknown: 'Desconocido (sin precio en USD)',
  amountOnChain: '{amount} en {chain}',
  approval: 'Aprobación',
  unlimitedApproval:
    'Aprobación ilimitada de {symbol} en {chain} (tu configuración), si hace falta una aprobación. El contrato autorizado se indica antes de que tu billetera lo pida.',
  acceptImpact: 'Acepto un impacto en el precio de {percent}',
  acceptUnknownImpact: 'Acepto que el valor de lo que recibo es desconocido',
  acceptImpactFirst: 'Primero acepta el impacto en el precio.',
  simulatedEffect: 'Efecto simulado',
  effectLoading: 'Simulando qué hace este intercambio con tus saldos…',
  effectNoWallet: 'Conecta tu billetera para ver qué hace este intercambio con tus saldos.',
  effectNoSimulation:
    'El nodo de esta red no puede simular qué hace este intercambio con tus saldos. Tu billetera igualmente te muestra la transacción antes de que firmes.',
  effectNetwork: 'Lo que este intercambio hace con tus saldos aún no se simula en {chain}.',
  effectNothingToSign:
    'Por ahora tu billetera no firma nada en {chain}; una transacción posterior muestra su efecto antes de que tu billetera lo pida.',
  effectBudget:
    'No se simula ahora, para reservar el límite de solicitudes del servicio de rutas para tu intercambio. “Confirmar intercambio” verifica la transacción antes de firmar nada, y cada paso muestra su efecto antes de que tu billetera lo pida.',
  effectQuickSwap:
    'La transacción de este intercambio llega con la cotización nueva de “Confirmar intercambio”: su efecto se simula entonces y se muestra antes de que tu billetera lo pida.',
  effectOrder:
    'El primer paso firma una orden, no una transacción: no hay ninguna transacción que simular.',
  effectFailed:
    'No se pudo simular el efecto: {reason} “Confirmar intercambio” vuelve a verificar la transacción antes de firmar nada.',
  effectNoChange: 'Sin cambios en tus saldos.',
  effectLater:
    'Cada transacción posterior muestra su propio efecto antes de que tu billetera lo pida.',
  signatures: 'Firmas',
  signatureOnChain: '{signature} en {chain}',
  signatureIfAsked: '{signature}, si se pide',
};
