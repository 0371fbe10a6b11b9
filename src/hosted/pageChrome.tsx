import { useEffect } from 'react';
import { useResolvedTheme } from '../components/widget/useResolvedTheme';
import type { ThemeSetting } from '../config/widgetConfig';

/** The page background follows the widget's theme; returns the resolved theme. */
export function useDocumentTheme(setting: ThemeSetting | undefined): 'light' | 'dark' {
  const theme = useResolvedTheme(setting);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return theme;
}

/** Problems found in the page URL, shown above the widget. */
export function UrlIssues({ issues }: { issues: string[] }) {
  if (issues.length === 0) return null;
  return (
    <div
      role="alert"
      className="w-full max-w-[440px] rounded-xl border border-warning/50 bg-warning/10 p-3 text-sm text-text"
    >
      {issues.map((issue) => (
        <p key={issue}>{issue}</p>
      ))}
    </div>
  );
}

/**
 * Development builds only: the page talks to an API a link chose. It stays on screen for as long
 * as the page does (no close button): that API decides what the wallet would be asked to sign.
 */
export function UntrustedApiBanner({ origin }: { origin: string | undefined }) {
  if (!origin) return null;
  return (
    <div
      role="alert"
      className="w-full max-w-[440px] break-words rounded-xl border border-danger/60 bg-danger/10 p-3 text-sm font-semibold text-text"
    >
      Untrusted API: {origin}
      <p className="mt-1 font-normal text-text-muted">
        This development build uses the routing API named in the link. Do not connect a wallet
        holding real funds.
      </p>
    </div>
  );
}
