import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
  selectSource: 'Selecciona el token con el que pagas.',
  selectDestination: 'Selecciona el token que recibes.',
  sameToken: 'Elige dos tokens distintos.',
  enterAmount: 'Introduce una cantidad.',
  notEnough: 'Saldo insuficiente: no tienes suficiente {symbol}.',
  recipientNeededEvm: 'Introduce una dirección EVM para recibir los tokens.',
  recipientNeededSol: 'Introduce una dirección de Solana para recibir los tokens.',
  recipientNeededTron: 'Introduce una dirección de Tron para recibir los tokens.',
  recipientNeededCosmos: 'Introduce una dirección de Cosmos para recibir los tokens.',
  recipientBurn:
    'Es una dirección de quema que solo se usa para cotizaciones; nadie puede gastar desde ella.',
  recipientZero: 'La dirección cero no puede recibir tokens.',
  recipientInvalid: 'No es una dirección de {network} válida.',
  recipientFailed:
    'No se pudo cargar el campo del destinatario. Recarga la página para volver a intentarlo.',
};
