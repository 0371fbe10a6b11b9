import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: 'Detalhes da troca',
  reviewTitle: 'Revise sua troca',
  rateChanged:
    'A taxa de câmbio mudou: agora você receberia {amount}, e no mínimo {newMinimum}. Você revisou um mínimo de {minimum}.',
  acceptAndSwap: 'Aceitar nova taxa e trocar',
  confirmSwap: 'Confirmar troca',
  confirmRecipientFirst: 'Primeiro confirme para onde vão os tokens.',
  newQuote: 'Obter nova cotação',
  rememberedRecipient: 'Lembrado de uma visita anterior; não é sua carteira conectada.',
  confirmRecipient: 'Confirmo que os tokens vão para {address}',
  recipientChecking: 'Verificando se o destinatário é um contrato em {chain}…',
  recipientIsContract:
    'O destinatário é um contrato em {chain}, não uma carteira. Tokens enviados a um contrato que não consegue repassá-los são perdidos para sempre.',
  acknowledgeContract: 'Entendo que o destinatário é um contrato',
  recipientNotChecked:
    'Não foi possível verificar se o destinatário tem código de contrato: {reason} Certifique-se de que ele pode receber {symbol} em {chain} antes de confirmar.',
  checkingRecipientFirst: 'Primeiro, o destinatário está sendo verificado.',
  acknowledgeContractFirst: 'Primeiro confirme que entende que o destinatário é um contrato.',
  toYourWallet: 'Para: sua carteira {network}',
  toConnectedWallet: 'Para: sua carteira',
  youPay: 'Você paga',
  youReceive: 'Você recebe (estimado)',
  minimumReceived: 'Mínimo recebido',
  slippage: 'Slippage',
  estimatedTime: 'Tempo estimado',
  networkCost: 'Custo de rede',
  noNetworkCost: 'Nenhum da sua carteira',
  rate: 'Taxa de câmbio',
  priceImpact: 'Impacto no preço',
  priceImpactUnknown: 'Desconhecido (sem preço em USD)',
  amountOnChain: '{amount} em {chain}',
  approval: 'Aprovação',
  unlimitedApproval:
    'Aprovação ilimitada de {symbol} em {chain} (sua configuração), se uma aprovação for necessária. O contrato autorizado é informado antes de a sua carteira pedir.',
  acceptImpact: 'Aceito um impacto no preço de {percent}',
  acceptUnknownImpact: 'Aceito que o valor do que vou receber é desconhecido',
  acceptImpactFirst: 'Primeiro aceite o impacto no preço.',
  simulatedEffect: 'Efeito simulado',
  effectLoading: 'Simulando o que esta troca faz com seus saldos…',
  effectNoWallet: 'Conecte sua carteira para ver o que esta troca faz com seus saldos.',
  effectNoSimulation:
    'O nó desta rede não consegue simular o que esta troca faz com seus saldos. Sua carteira ainda mostra a transação antes de você assinar.',
  effectNetwork: 'O que esta troca faz com seus saldos ainda não é simulado em {chain}.',
  effectNothingToSign:
    'Por enquanto sua carteira não assina nada em {chain}; uma transação posterior mostra o efeito dela antes de a sua carteira pedir.',
  effectBudget:
    'Não simulado agora, para preservar o limite de solicitações do serviço de rotas para a sua troca. “Confirmar troca” verifica a transação antes de qualquer assinatura, e cada etapa mostra o efeito dela antes de a sua carteira pedir.',
  effectQuickSwap:
    'A transação desta troca vem com a cotação nova de “Confirmar troca”: o efeito dela é simulado nesse momento e mostrado antes de a sua carteira pedir.',
  effectOrder:
    'A primeira etapa assina uma ordem, não uma transação: não há transação para simular.',
  effectFailed:
    'Não foi possível simular o efeito: {reason} “Confirmar troca” verifica a transação de novo antes de qualquer assinatura.',
  effectNoChange: 'Nenhuma mudança nos seus saldos.',
  effectLater: 'Cada transação posterior mostra o próprio efeito antes de a sua carteira pedir.',
  signatures: 'Assinaturas',
  signatureOnChain: '{signature} em {chain}',
  signatureIfAsked: '{signature}, se solicitada',
};
