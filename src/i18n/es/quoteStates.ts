import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: 'No se pudo cargar la lista de redes.',
  tokensFailed:
    'No se pudo cargar la lista de tokens, así que no se puede verificar el token elegido.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  noRoute:
    'No se encontró ninguna ruta para este par y esta cantidad. Prueba con otra cantidad u otro token.',
  noRouteFiltered:
    'No se encontró ninguna ruta para este par y esta cantidad con tu filtro de proveedores ({filter}). Quítalo o prueba con otra cantidad u otro token.',
  filterOnly: 'solo {providers}',
  filterExcluding: 'excepto {providers}',
  clearFilters: 'Quitar filtros de proveedores',
  outOfDate: 'Puede que estas rutas estén desactualizadas: no se pudieron actualizar.',
  offlineOutOfDate:
    'Puede que estas rutas estén desactualizadas: estás sin conexión. Se actualizarán en cuanto vuelvas a tener conexión.',
  offline: 'Estás sin conexión. Las rutas se cargarán en cuanto vuelvas a tener conexión.',
};
