import { routesMessages } from '../../i18n/en/routes';
import { useT } from '../../i18n/I18nProvider';
import { secondsUntil, useNow } from '../feedback/useNow';

/** "Routes refresh in 12 s", ticking; "Refreshing routes…" while a request is in flight. */
export function RefreshCountdown({ at, isFetching }: { at?: number; isFetching: boolean }) {
  const now = useNow(1000, at !== undefined && !isFetching);
  const t = useT(routesMessages);
  if (isFetching) return <p className="text-xs text-text-muted">{t('refreshing')}</p>;
  if (at === undefined) return null;
  return (
    <p className="text-xs text-text-muted" aria-live="off">
      {t('refreshIn', { seconds: secondsUntil(at, now) })}
    </p>
  );
}
