import { useState } from 'react';
import type { ThemeSetting } from '../config/widgetConfig';
import { pageMessages } from '../i18n/en/page';
import { useT } from '../i18n/I18nProvider';

export interface ThemeSwitchProps {
  /** The theme as shown (the system's when the setting is `auto`). */
  resolved: 'light' | 'dark';
  onChange(theme: ThemeSetting): void;
}

/**
 * The hosted page's light/dark switch: a button that names the theme it turns to ("Switch to
 * dark theme" in the light one), so its words never read the same in both themes. The choice
 * goes into the page URL (`theme=`), so a shared link opens in it too.
 */
export function ThemeSwitch({ resolved, onChange }: ThemeSwitchProps) {
  const dark = resolved === 'dark';
  const t = useT(pageMessages);
  const label = t(dark ? 'switchToLightTheme' : 'switchToDarkTheme');
  // On a phone the icon alone: its words took two lines, and the swap's main button the fold.
  return (
    <button
      type="button"
      title={label}
      onClick={() => onChange(dark ? 'light' : 'dark')}
      className="shrink-0 rounded-lg border border-border px-2 py-1 text-xs text-text hover:bg-surface-sunken"
    >
      <span aria-hidden="true" className="sm:mr-1">
        {dark ? '☀' : '☾'}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

/** The page's theme setting, starting from the config's, written to the URL when changed. */
export function usePageTheme(initial: ThemeSetting | undefined) {
  const [theme, setTheme] = useState<ThemeSetting | undefined>(initial);
  const change = (next: ThemeSetting) => {
    setTheme(next);
    const url = new URL(window.location.href);
    url.searchParams.set('theme', next);
    window.history.replaceState(window.history.state, '', url);
  };
  return [theme, change] as const;
}
