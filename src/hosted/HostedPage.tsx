import type { WidgetConfig } from '../config/widgetConfig';
import { pageMessages } from '../i18n/en/page';
import { I18nProvider, useT } from '../i18n/I18nProvider';
import type { MessageRef } from '../lib/messageRef';
import type { PageClients } from '../startup/pageStart';
import { SwapWidget } from '../startup/SwapWidget';
import { PageNotices, useDocumentTheme } from './pageChrome';
import { ThemeSwitch, usePageTheme } from './ThemeSwitch';

export interface HostedPageProps {
  config: WidgetConfig;
  /** Problems found in the page URL, shown above the widget. */
  issues: readonly MessageRef[];
  /** Development builds: the origin of a link's API nobody vouched for (see parseUrlState). */
  untrustedApiOrigin?: string | undefined;
  /** The routing client and query cache `startPage` made (a deep link's first quotes in it). */
  clients?: PageClients | undefined;
}

/**
 * The hosted page: a small header and the widget centred, in the page's theme, and in the
 * widget's language (the config's, else the browser's).
 */
export function HostedPage(props: HostedPageProps) {
  return (
    <I18nProvider language={props.config.language}>
      <HostedPageContent {...props} />
    </I18nProvider>
  );
}

function HostedPageContent({ config, issues, untrustedApiOrigin, clients }: HostedPageProps) {
  const [theme, setTheme] = usePageTheme(config.theme);
  const resolved = useDocumentTheme(theme);
  const t = useT(pageMessages);
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken font-sans text-text">
      <header className="flex items-center justify-between border-b border-border bg-surface px-5 py-3">
        <h1 className="text-base font-semibold tracking-tight">
          <span aria-hidden="true" className="mr-2 text-accent">
            ⇄
          </span>
          {t('title')}
        </h1>
        <div className="flex items-center gap-3">
          <p className="hidden text-xs text-text-muted sm:block">{t('tagline')}</p>
          <ThemeSwitch resolved={resolved} onChange={setTheme} />
        </div>
      </header>
      <main className="flex flex-1 flex-col items-center gap-4 px-3 py-4 sm:py-14">
        <PageNotices untrustedApiOrigin={untrustedApiOrigin} issues={issues} />
        <SwapWidget config={theme ? { ...config, theme } : config} syncUrl {...clients} />
      </main>
    </div>
  );
}
