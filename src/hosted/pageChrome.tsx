import { type ReactNode, useEffect } from 'react';
import { useResolvedTheme } from '../components/widget/useResolvedTheme';
import type { ThemeSetting } from '../config/widgetConfig';
import { untrustedApiMessages } from '../i18n/en/untrustedApi';
import { useI18n, useT } from '../i18n/I18nProvider';
import type { MessageRef } from '../lib/messageRef';

/** The page background follows the widget's theme; returns the resolved theme. */
export function useDocumentTheme(setting: ThemeSetting | undefined): 'light' | 'dark' {
  const theme = useResolvedTheme(setting);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return theme;
}

/**
 * What a page says above its widget: an untrusted API, problems with its link. Inside the page's
 * `I18nProvider`, whose language the document then takes too, so screen readers pronounce the
 * page's words right, not only the widget's.
 */
export function PageNotices({
  untrustedApiOrigin,
  issues,
}: {
  untrustedApiOrigin: string | undefined;
  issues: readonly MessageRef[];
}) {
  const { locale } = useI18n();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <>
      {/* Only a development build accepts an API no one vouched for (`apiPolicy.ts`). */}
      {__DEVELOPMENT_BUILD__ && <UntrustedApiBanner origin={untrustedApiOrigin} />}
      <UrlIssues issues={issues} />
    </>
  );
}

/** Problems found in the page URL, shown above the widget in the page's language. */
function UrlIssues({ issues }: { issues: readonly MessageRef[] }) {
  const { text } = useI18n();
  if (issues.length === 0) return null;
  return (
    <PageNotice tint="border-warning/50 bg-warning/10">
      {issues.map(text).map((issue) => (
        <p key={issue}>{issue}</p>
      ))}
    </PageNotice>
  );
}

/**
 * Development builds only: the page talks to an API a link chose. It stays on screen for as long
 * as the page does (no close button): that API decides what the wallet would be asked to sign.
 */
export function UntrustedApiBanner({ origin }: { origin: string | undefined }) {
  const t = useT(untrustedApiMessages);
  if (!origin) return null;
  return (
    <PageNotice tint="border-danger/60 bg-danger/10 font-semibold">
      {t('untrustedApi', { origin })}
      <p className="mt-1 font-normal text-text-muted">{t('untrustedApiHint')}</p>
    </PageNotice>
  );
}

/**
 * One notice: its tint over the theme's own surface, never see-through. In the iframe the page
 * behind it is the host's, and a dark notice's light text over a host's white page would be
 * unreadable.
 */
function PageNotice({ tint, children }: { tint: string; children: ReactNode }) {
  return (
    <div role="alert" className="w-full max-w-[440px] rounded-xl bg-surface">
      <div className={`break-words rounded-xl border p-3 text-sm text-text ${tint}`}>
        {children}
      </div>
    </div>
  );
}
