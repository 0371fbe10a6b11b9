import { useEffect } from 'react';
import { syncStoreToUrl } from '../state/urlSync';
import { useWidgetStoreApi } from '../state/WidgetStoreProvider';
import type { WidgetState } from '../state/widgetStore';

/**
 * The page's address bar kept in step with the person's choice (hosted and iframe pages), from
 * the state at the widget's first render (`since`): a choice made before this late chunk was in
 * is written at once.
 */
export function SyncUrl({ since }: { since: WidgetState }) {
  const store = useWidgetStoreApi();
  useEffect(() => syncStoreToUrl(store, window, { since }), [store, since]);
  return null;
}
