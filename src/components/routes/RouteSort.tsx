import { routesMessages } from '../../i18n/en/routes';
import { useT } from '../../i18n/I18nProvider';
import type { RouteSortKey } from '../../quoting/sortRoutes';

const SORT_LABELS = {
  output: 'sortOutput',
  speed: 'sortSpeed',
  fees: 'sortFees',
} as const satisfies Record<RouteSortKey, string>;

/** "Sort by": the order of the route list, and which route is chosen when none is yet. */
export function RouteSort({
  sort,
  onSort,
}: {
  sort: RouteSortKey;
  onSort(sort: RouteSortKey): void;
}) {
  const t = useT(routesMessages);
  return (
    <label className="flex items-center gap-1 text-xs text-text-muted">
      {t('sortBy')}
      <select
        value={sort}
        onChange={(e) => onSort(e.target.value as RouteSortKey)}
        className="rounded-md border border-border bg-surface px-1 py-0.5 text-text"
      >
        {(Object.keys(SORT_LABELS) as RouteSortKey[]).map((k) => (
          <option key={k} value={k}>
            {t(SORT_LABELS[k])}
          </option>
        ))}
      </select>
    </label>
  );
}
