import { useSyncExternalStore } from 'react';
import type { ThemeSetting } from '../../config/widgetConfig';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

/** `light` or `dark`: the setting, or the system's preference (followed live) for `auto`. */
export function useResolvedTheme(theme: ThemeSetting = 'auto'): 'light' | 'dark' {
  const systemDark = useSyncExternalStore(subscribe, prefersDark, () => false);
  if (theme === 'light' || theme === 'dark') return theme;
  return systemDark ? 'dark' : 'light';
}
