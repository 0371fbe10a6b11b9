import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule} Nada foi assinado.',
  ruleSender: 'A transação seria enviada de uma carteira que não é a sua.',
  ruleChain: 'A transação é para uma rede diferente da desta etapa.',
  ruleSpender:
    'A aprovação permitiria que outro contrato, e não o que faz a troca, gastasse seus tokens.',
  ruleApprovalToken: 'A aprovação é para um token diferente do que esta etapa gasta.',
  ruleApprovalCalldata: 'A transação de aprovação não é uma aprovação de token simples.',
  ruleSpenderToken:
    'A aprovação permitiria que um contrato de token gastasse seus tokens, em vez do contrato que faz a troca.',
  ruleHiddenApproval:
    'A transação permitiria que alguém gastasse seus tokens, embora esta etapa não seja uma aprovação.',
  ruleTokenCall:
    'A transação chama um token desta rota diretamente, em vez do contrato que faz a troca.',
  ruleValue: 'A transação enviaria mais da sua moeda nativa do que esta etapa precisa.',
  ruleTargetChanged: 'A transação vai para um contrato diferente do informado para esta rota.',
  rulePayloadNetwork: 'O serviço de rotas enviou uma transação para outro tipo de rede.',
  ruleFeePayer: 'A transação seria paga por outra conta que não a sua carteira.',
  ruleExtraSigner: 'A transação precisa da assinatura de outra conta além da sua carteira.',
  ruleForeignProgram: 'A transação chama um programa que não faz parte desta rota.',
  ruleOrderType:
    'Sua carteira receberia um pedido para assinar uma mensagem que este widget não consegue ler como ordem.',
  ruleOrderChain: 'A ordem é para uma rede diferente da desta etapa.',
  ruleOrderContract:
    'A ordem seria liquidada por um contrato diferente do informado para esta rota.',
  ruleOrderMaker: 'A ordem gastaria de uma carteira que não é a sua.',
  ruleOrderInput: 'A ordem entregaria outros tokens, ou mais deles, do que esta etapa gasta.',
  ruleOrderOutput: 'A ordem pede outro token, ou menos dele, do que esta rota promete.',
  ruleOrderMinimum: 'A ordem seria liquidada por menos do que o mínimo que você aceitou receber.',
  ruleOrderRecipient: 'A ordem pagaria a um endereço diferente do destinatário desta rota.',
  ruleOrderDeadline: 'A ordem expirou ou continuaria válida por mais de um dia.',
  ruleTronEncoding:
    'A transação não pode ser lida por inteiro, ou suas partes não dizem a mesma coisa.',
  ruleTronTxId: 'O id da transação não é o da transação a ser assinada.',
  ruleTronContractType:
    'A transação não é uma única chamada de contrato nem uma transferência de TRX.',
  ruleApprovalAmount: 'A aprovação é de um valor diferente do que esta rota gasta.',
  ruleFeeLimit: 'A transação poderia queimar mais TRX na taxa de rede do que este widget permite.',
  ruleExpiration: 'A transação expirou ou continuaria válida por mais de um dia.',
  broadcastRefused:
    'A rede recusou a transação assinada ({reason}). Ela foi guardada: “Tentar de novo” a reenvia até ela expirar.',
  ruleCosmosUnreadable: 'O serviço de rotas enviou uma transação que este widget não consegue ler.',
  ruleCosmosMessage: 'A transação contém um tipo de mensagem que este widget não assina.',
  ruleCosmosInput:
    'A transação enviaria outro token, ou outro valor, diferente do que esta etapa gasta.',
  ruleCosmosReceiver: 'A transferência iria para um endereço diferente do destinatário desta rota.',
  ruleCosmosMemo: 'A transação traz instruções (um memo) que este widget não consegue ler.',
  ruleCosmosMemoRecipient:
    'As instruções da transação (o memo) pagariam a um endereço diferente do destinatário desta rota.',
  ruleCosmosMemoOutput:
    'As instruções da transação (o memo) pedem outro token, ou menos dele, do que esta rota promete.',
  ruleCosmosTimeout: 'A transferência expirou ou ficaria aberta por mais de uma hora.',
  ruleCosmosIbcChannel:
    'A transferência sairia por um canal IBC que não leva ao destino desta rota.',
  ruleCosmosFee: 'A taxa de rede seria muito maior do que a da cotação desta rota.',
  simulationFailedReason:
    'Esta transação falharia na rede ({reason}), por isso sua carteira não recebeu o pedido de assinatura. Nada foi assinado.',
  simulationFailed:
    'Esta transação falharia na rede, por isso sua carteira não recebeu o pedido de assinatura. Nada foi assinado.',
  effectSend: 'Esta transação também enviaria {amount} da sua carteira. Nada foi assinado.',
  effectOverspend:
    'Esta transação tiraria {amount} da sua carteira, mais do que os {max} que esta etapa gasta. Nada foi assinado.',
  effectGrant:
    'Esta transação também permitiria que {spender} gastasse {amount} da sua carteira. Nada foi assinado.',
  effectGrantAll:
    'Esta transação também permitiria que {spender} movimentasse todos os seus {token}. Nada foi assinado.',
  effectOther:
    'Esta transação também alteraria sua conta de um jeito de que esta troca não precisa. Nada foi assinado.',
  effectNotChecked:
    'O nó desta rede não consegue mostrar o que a transação faria com seus saldos. Marque “Efeito não verificado” e tente de novo para assiná-la mesmo assim. Nada foi assinado.',
  blockhashExpired:
    'Esta transação expirou antes de ser assinada. Obtenha-a de novo para continuar; nada foi assinado.',
  transactionTooLarge:
    'A transação Solana desta rota é grande demais ({size} bytes; o limite é {limit}). Obtenha uma nova cotação; uma rota que usa menos contas vai caber.',
  walletMissing: 'Conecte sua carteira {network} para continuar.',
  unsupportedSignature:
    'Esta etapa pede uma mensagem assinada, que este widget só assina em redes EVM.',
  unsupportedUntypedSignature:
    'Esta etapa pede que sua carteira assine uma mensagem de texto simples, cujo efeito este widget não consegue verificar; por isso, ela não foi assinada.',
  unsupportedNetwork: 'Esta etapa usa uma rede em que este widget ainda não consegue assinar.',
  unsupportedUnknownTransaction:
    'Sua carteira enviou uma transação para esta etapa enquanto a página estava fechada, e ela não foi encontrada. Verifique sua carteira antes de tentar de novo.',
  maybeSentPending:
    'Uma transação da sua carteira para esta etapa ainda está pendente. Espere sua carteira mostrá-la como confirmada e tente de novo; ela não será enviada duas vezes.',
  sentNotAsked:
    'Sua carteira informou uma transação que não é a que foi pedida, por isso a troca não a acompanha. Verifique a atividade da sua carteira antes de tentar de novo.',
  sentUnknown:
    'Sua carteira informou uma transação que a rede não conhece, por isso a troca não a acompanha. Verifique a atividade da sua carteira antes de tentar de novo.',
  approvalOverBalance:
    'Esta etapa aprovaria mais {symbol} do que sua conta tem, por isso não foi assinada. Nada foi assinado.',
  storedDecimals:
    'A troca salva diz que {symbol} em {chain} tem {stored} casas decimais, mas a lista de tokens ou a rede diz {actual}: o registro foi alterado, por isso nada foi assinado. Obtenha uma nova cotação.',
  storedForeignSigner:
    'A transação salva para esta etapa foi assinada por outra conta que não a conectada, por isso não foi enviada nem acompanhada. Nada foi assinado.',
  orderRefused:
    'O serviço de rotas recusou a ordem assinada, por isso nada foi movimentado. Tente de novo para assinar uma nova.',
  revertedReason: 'A transação falhou na rede: {reason}',
  reverted: 'A transação falhou na rede.',
  batchNotSent: 'Sua carteira não enviou a aprovação e a troca: nada foi enviado.',
  replacementNotStuck: 'Não há transação pendente para acelerar ou cancelar nesta etapa.',
  replacementNoCancel: 'Esta etapa não pode ser cancelada: parte da troca já foi movimentada.',
  replacementLanded: 'A transação foi confirmada nesse meio-tempo; nada foi substituído.',
  replacementUnknown:
    'A rede não conhece mais a transação pendente, por isso ela não pode ser substituída. A troca continua esperando por ela.',
  replacementMismatch:
    'A transação pendente não é a que esta etapa enviou, por isso não foi substituída.',
  replacementNewNonceSpeedUp:
    'Sua carteira enviou a aceleração como uma nova transação em vez de substituir a travada, então a troca pode acontecer duas vezes. Abra a atividade da sua carteira e cancele uma delas lá.',
  replacementNewNonceCancel:
    'Sua carteira enviou o cancelamento como uma nova transação em vez de substituir a travada: ele não cancela nada, e a troca continua esperando a transação dela.',
  tooLargeBelowMinimum:
    'A transação Solana desta rota é grande demais para enviar, e a rota menor oferecida agora paga menos que o mínimo que você revisou. Nada foi assinado. Obtenha uma nova cotação.',
  tooLargeNoSmallerRoute:
    'A transação Solana desta rota é grande demais para enviar, e nenhuma rota menor é oferecida. Nada foi assinado. Obtenha uma nova cotação.',
  tooLargeExhausted:
    'A transação Solana desta rota continua grande demais para enviar mesmo após uma nova cotação com menos contas. Nada foi assinado. Obtenha uma nova cotação.',
};
