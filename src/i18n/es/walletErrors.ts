import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: 'La solicitud se rechazó en la billetera.',
  rejectedConnection: 'La solicitud de conexión se rechazó en la billetera.',
  rejectedNetworkSwitch: 'La solicitud de cambio de red se rechazó en la billetera.',
  rejectedSignature: 'La solicitud de firma se rechazó en la billetera.',
  rejectedTransaction: 'La solicitud de transacción se rechazó en la billetera.',
  unknownChain:
    'La billetera no puede cambiar a esta red. Añade la red en la billetera y vuelve a intentarlo.',
  wrongNetwork:
    'La billetera está en otra red. Cámbiala a la red de este intercambio y vuelve a intentarlo.',
  insufficientFunds:
    'La billetera no tiene fondos suficientes para esta transacción y su comisión de red.',
  connectFailed: 'No se pudo conectar la billetera. Vuelve a intentarlo.',
  requestFailed: 'La billetera no pudo completar la solicitud. Vuelve a intentarlo.',
  unreadableTransaction: 'No se puede leer la transacción que hay que firmar. Vuelve a intentarlo.',
  unsendableTransaction: 'No se puede enviar la transacción firmada. Vuelve a intentarlo.',
  tronLinkAddNode:
    'TronLink está en otra red, y la red de este intercambio no viene integrada en TronLink: añade su nodo en TronLink, selecciónalo y vuelve a intentarlo. No se firmó nada.',
  walletConnectRelay:
    'WalletConnect no puede llegar a su relay. Comprueba tu conexión e inténtalo de nuevo.',
  walletConnectAnswer:
    'La billetera respondió con una cuenta o una red que este intercambio no pidió. No se envió nada.',
  walletConnectClosed: 'WalletConnect se cerró antes de que se conectara una billetera.',
  walletConnectChain:
    'La billetera no aprobó esta red al conectarse. Desconéctala, conéctala de nuevo y apruébala.',
};
