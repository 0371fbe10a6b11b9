import { useEffect, useState } from 'react';
import type { ModuleOnDemand } from '../../lib/moduleOnDemand';

/**
 * `module` once it has loaded, else undefined while it loads (the caller shows a placeholder and
 * renders again with it). Loaded already, it is there in the same render: no fallback frame.
 * `needed`: the caller would show it now; only then does a failed load reach the nearest error
 * boundary (whose retry loads it again).
 */
export function useModuleOnDemand<M>(module: ModuleOnDemand<M>, needed: boolean): M | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, setArrived] = useState<M>();
  const loaded = module.loaded();
  useEffect(() => {
    if (loaded || !needed) return;
    let live = true;
    module.load().then(
      (arrived) => live && setArrived(() => arrived),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [module, loaded, needed]);
  if (failure) throw failure.error;
  return loaded;
}
