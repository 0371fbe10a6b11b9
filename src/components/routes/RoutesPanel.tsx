import { routesPanelMessages } from '../../i18n/en/routesPanel';
import { useT } from '../../i18n/I18nProvider';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { useModuleOnDemand } from '../widget/useModuleOnDemand';
import { RoutesSkeleton } from './RoutesSkeleton';
import { routesQuotes } from './routesOnDemand';

/**
 * The routes for the current choice (`RoutesQuotes`, loaded right after the first paint, or
 * during a deep link's first-paint hold), and in words when they cannot be shown.
 */
export function RoutesPanel() {
  const t = useT(routesPanelMessages);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div role="alert" className="rounded-xl border border-danger p-3 text-sm">
          <p>{t('panelFailed')}</p>
          <button type="button" className="mt-2 underline" onClick={reset}>
            {t('tryAgain')}
          </button>
        </div>
      )}
    >
      <RoutesOnDemand />
    </ErrorBoundary>
  );
}

function RoutesOnDemand() {
  // Quotes are asked for only with an amount: without one there is nothing to show yet, and a
  // failed load is said once there is.
  const hasAmount = useWidgetStore((s) => s.amountText.trim() !== '');
  const loaded = useModuleOnDemand(routesQuotes, hasAmount);
  if (loaded) return <loaded.RoutesQuotes />;
  return hasAmount ? <RoutesSkeleton /> : null;
}
