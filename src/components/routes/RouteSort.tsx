import { useId } from 'react';
import { routesMessages } from '../../i18n/en/routes';
import { useT } from '../../i18n/I18nProvider';
import type { RouteSortKey } from '../../quoting/sortRoutes';
import { Select } from '../widget/Select';

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
  const id = useId();
  return (
    <div className="flex items-center gap-1.5 text-xs text-text-muted">
      <label htmlFor={id}>{t('sortBy')}</label>
      <Select
        id={id}
        size="sm"
        value={sort}
        onChange={(e) => onSort(e.target.value as RouteSortKey)}
      >
        {(Object.keys(SORT_LABELS) as RouteSortKey[]).map((k) => (
          <option key={k} value={k}>
            {t(SORT_LABELS[k])}
          </option>
        ))}
      </Select>
    </div>
  );
}
