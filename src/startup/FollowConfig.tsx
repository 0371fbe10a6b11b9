import { useEffect, useRef } from 'react';
import { changedReadOnceFields, readOnceWarning } from '../config/readOnceOptions';
import { useWidgetConfig } from '../config/WidgetConfigProvider';
import { DEFAULT_SLIPPAGE_BPS } from '../config/widgetSettings';
import { followConfig } from '../state/followConfig';
import { useWidgetStoreApi } from '../state/WidgetStoreProvider';

/**
 * A config changed at run time, in what the store keeps of it: the starting sort, a recipient the
 * integrator hid (`followConfig`) and the default slippage; everything else is read from the config where it is used.
 * A change of a field read once (`READ_ONCE_FIELDS`) is told in the console, once per field: it is
 * not applied. In the late chunk (`LateStart.tsx`): nothing to follow before the first paint.
 */
export function FollowConfig() {
  const config = useWidgetConfig();
  const store = useWidgetStoreApi();
  const { routePriority } = config;
  const recipientHidden = config.hiddenUI?.includes('toAddress') ?? false;
  useEffect(() => {
    followConfig(store, { routePriority, recipientHidden });
  }, [store, routePriority, recipientHidden]);
  // The store took the integrator's default slippage when it was made; a later one moves it, and
  // the person's slippage with it unless they chose their own.
  const defaultSlippageBps = config.slippageBps ?? DEFAULT_SLIPPAGE_BPS;
  useEffect(() => {
    store.getState().actions.setDefaultSlippage(defaultSlippageBps);
  }, [store, defaultSlippageBps]);

  const mounted = useRef(config);
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const field of changedReadOnceFields(mounted.current, config)) {
      if (told.current.has(field)) continue;
      told.current.add(field);
      console.warn(readOnceWarning(field));
    }
  }, [config]);
  return null;
}
