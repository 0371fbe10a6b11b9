import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
  selectSource: 'Selecione o token com que você paga.',
  selectDestination: 'Selecione o token que você recebe.',
  sameToken: 'Escolha dois tokens diferentes.',
  enterAmount: 'Insira um valor.',
  notEnough: 'Saldo insuficiente: você não tem {symbol} suficiente.',
  recipientNeededEvm: 'Insira um endereço EVM para receber os tokens.',
  recipientNeededSol: 'Insira um endereço Solana para receber os tokens.',
  recipientNeededTron: 'Insira um endereço Tron para receber os tokens.',
  recipientNeededCosmos: 'Insira um endereço Cosmos para receber os tokens.',
  recipientBurn:
    'Este é um endereço de queima usado só para cotações; ninguém consegue gastar a partir dele.',
  recipientZero: 'O endereço zero não pode receber tokens.',
  recipientInvalid: 'Endereço {network} inválido.',
  recipientFailed:
    'Não foi possível carregar o campo do destinatário. Recarregue a página para tentar de novo.',
};
