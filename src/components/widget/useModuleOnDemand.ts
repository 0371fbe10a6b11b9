import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterPaint } from '../../lib/afterPaint';
import type { ModuleOnDemand } from '../../lib/moduleOnDemand';

/**
 * `module` once it has loaded, else undefined (the caller shows a placeholder and renders again
 * with it, at once, like a query's answer: an external store's update). Its load starts right
 * after the widget's first paint (`afterPaint`), if nothing started it before; loaded already, it is there in
 * the same render, with no fallback frame. `needed`: the caller would show it now; only then does
 * a failed load reach the nearest error boundary (whose retry mounts the caller again, which
 * loads it again).
 */
export function useModuleOnDemand<M>(module: ModuleOnDemand<M>, needed: boolean): M | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const loaded = useSyncExternalStore(module.subscribe, module.loaded, module.loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    afterPaint()
      .then(() => module.load())
      .catch((error: unknown) => live && setFailure({ error }));
    return () => {
      live = false;
    };
  }, [module, loaded]);
  if (failure && needed && !loaded) throw failure.error;
  return loaded;
}
