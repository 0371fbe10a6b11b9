import { routesPanelMessages } from '../../i18n/en/routesPanel';
import { useT } from '../../i18n/I18nProvider';

/** Placeholder cards while the first routes load. */
export function RoutesSkeleton() {
  const t = useT(routesPanelMessages);
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-24 motion-safe:animate-pulse rounded-xl bg-surface-sunken" />
      ))}
      <span className="sr-only">{t('finding')}</span>
    </div>
  );
}
