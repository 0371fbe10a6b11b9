import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: 'Troca cross-chain',
  tagline: 'Rotas entre redes, um só widget',
  switchToDarkTheme: 'Mudar para o tema escuro',
  switchToLightTheme: 'Mudar para o tema claro',
  apiUrlRefused: 'O apiUrl do link foi recusado: {reason} Usando {origin} no lugar.',
  apiUrlNotValid: 'Ele não é válido.',
  amountNotRead:
    'Não foi possível ler o valor do link ({amount}), então nenhum valor foi preenchido. Num link, ele é escrito como 7.5 ou 7,5, maior que zero.',
  apiIgnored:
    'O link pediu outra API de rotas ({requested}). O pedido foi ignorado: esta página só usa {origin}.',
};
