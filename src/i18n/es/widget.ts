import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: 'Intercambiar',
  flip: 'Invertir origen y destino',
  close: 'Cerrar',
  recipientTo: 'Para:',
  clearRecipient: 'Borrar destinatario',
  clear: 'Borrar',
  panelLoadFailed: 'No se pudo mostrar el progreso del intercambio. Recarga la página para verlo.',
  crashed: 'El widget de intercambio dejó de funcionar.',
  crashedHint: 'Recarga la página para volver a intentarlo.',
  tryAgain: 'Reintentar',
  history: 'Historial',
  historyFailed: 'No se pudo cargar el historial. Recarga la página para volver a intentarlo.',
  recipientFailed: 'No se pudo mostrar el destinatario. Recarga la página antes de intercambiar.',
  accountFailed: 'No se pudieron cargar las billeteras. Recarga la página.',
  settings: 'Configuración',
  settingsAttention: 'Un ajuste requiere tu atención',
  layoutFailed: 'No se pudo mostrar el intercambio. Recarga la página para volver a intentarlo.',
  settingsFailed: 'No se pudo cargar la configuración. Recarga la página para volver a intentarlo.',
  loadingWallet: 'Cargando billetera…',
  mainActionFailed:
    'No se pudo cargar el botón de intercambio. Recarga la página o vuelve a intentarlo.',
};
