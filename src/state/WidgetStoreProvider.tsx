import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { WidgetState, WidgetStore } from './widgetStore';

const WidgetStoreContext = createContext<WidgetStore | null>(null);

/** Makes one widget instance's store available below; the store is created by the caller. */
export function WidgetStoreProvider({
  store,
  children,
}: {
  store: WidgetStore;
  children: ReactNode;
}) {
  return <WidgetStoreContext.Provider value={store}>{children}</WidgetStoreContext.Provider>;
}

/** The store itself, for reading state inside event handlers (`getState()`). */
export function useWidgetStoreApi(): WidgetStore {
  const store = useContext(WidgetStoreContext);
  if (!store) throw new Error('useWidgetStore must be used inside <WidgetStoreProvider>');
  return store;
}

/**
 * Subscribes to a slice of this instance's state. Wrap selectors that build a new object or array
 * in `useShallow` (from `zustand/react/shallow`) so the component does not re-render forever.
 */
export function useWidgetStore<T>(selector: (state: WidgetState) => T): T {
  return useStore(useWidgetStoreApi(), selector);
}

/** The actions never change, so this never causes a re-render. */
export function useWidgetActions(): WidgetState['actions'] {
  return useWidgetStore((s) => s.actions);
}
