import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: 'Trocar',
  flip: 'Inverter origem e destino',
  close: 'Fechar',
  recipientTo: 'Para:',
  clearRecipient: 'Limpar destinatário',
  clear: 'Limpar',
  panelLoadFailed: 'Não foi possível exibir o progresso da troca. Recarregue a página para vê-lo.',
  crashed: 'O widget de troca parou de funcionar.',
  crashedHint: 'Recarregue a página para tentar de novo.',
  tryAgain: 'Tentar de novo',
  history: 'Histórico',
  historyFailed: 'Não foi possível carregar o histórico. Recarregue a página para tentar de novo.',
  recipientFailed: 'Não foi possível mostrar o destinatário. Recarregue a página antes de trocar.',
  accountFailed: 'Não foi possível carregar as carteiras. Recarregue a página.',
  settings: 'Configurações',
  settingsAttention: 'Uma configuração precisa da sua atenção',
  layoutFailed: 'Não foi possível mostrar a troca. Recarregue a página para tentar de novo.',
  settingsFailed:
    'Não foi possível carregar as configurações. Recarregue a página para tentar de novo.',
  loadingWallet: 'Carregando carteira…',
  mainActionFailed:
    'Não foi possível carregar o botão de troca. Recarregue a página ou tente de novo.',
};
