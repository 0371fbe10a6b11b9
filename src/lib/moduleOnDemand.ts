/**
 * A module loaded with `import()` once per page (or what is made from it), and known synchronously
 * once it is in: a part that has arrived renders in the same frame as the rest, with no Suspense
 * fallback in between.
 */
export interface ModuleOnDemand<M> {
  /** Starts the load (once) and resolves with the module; a failed load is tried again next call. */
  load(): Promise<M>;
  /** The module if it has loaded, else undefined (then `load`). */
  loaded(): M | undefined;
  /** Calls `onLoaded` when the module arrives (for `useSyncExternalStore`); returns the unsubscribe. */
  subscribe(onLoaded: () => void): () => void;
}

export function moduleOnDemand<M>(importModule: () => Promise<M>): ModuleOnDemand<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
    subscribe(onLoaded) {
      listeners.add(onLoaded);
      return () => listeners.delete(onLoaded);
    },
  };
}
