import { useEffect, useState } from 'react';
import type { ModuleOnDemand } from '../../lib/moduleOnDemand';

/**
 * `module` once it has loaded, else undefined (the caller shows a placeholder and renders again
 * with it). Its load starts right after the caller's first render, if nothing started it before;
 * loaded already, it is there in the same render, with no fallback frame. `needed`: the caller
 * would show it now; only then does a failed load reach the nearest error boundary (whose retry
 * mounts the caller again, which loads it again).
 */
export function useModuleOnDemand<M>(module: ModuleOnDemand<M>, needed: boolean): M | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, setArrived] = useState<M>();
  const loaded = module.loaded();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    module.load().then(
      (arrived) => live && setArrived(() => arrived),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [module, loaded]);
  if (failure && needed && !loaded) throw failure.error;
  return loaded;
}
