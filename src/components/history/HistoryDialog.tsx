import { useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { useWidgetEvents } from '../../events/useWidgetEvents';
import { clearHistory, historyOf, isClearable } from '../../execution/history';
import { historyMessages } from '../../i18n/en/history';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { useChains } from '../../queries';
import { useExecutionController } from '../execution/executionContext';
import { useNow } from '../feedback/useNow';
import { Modal } from '../widget/Modal';
import { type HistoryEntry, historyEntry, whenText } from './historyEntry';

/**
 * "Swap history": this widget's past swaps, newest first, from the executions it keeps (survives
 * reloads; bounded by the execution store). A swap in flight can be reopened; "Clear history"
 * removes the ones that are over and tells integrators (`history-cleared`).
 */
export function HistoryDialog({ onClose }: { onClose(): void }) {
  const { store, open, loaded } = useExecutionController();
  const events = useWidgetEvents();
  const executions = useStore(store, (s) => s.executions);
  const chains = useChains().data;
  const now = useNow(30_000);
  const i18n = useI18n();
  const t = useT(historyMessages);
  const entries = useMemo(() => {
    const byId = new Map(chains?.map((c) => [c.chainId, c]));
    return historyOf(executions).map((e) => historyEntry(e, (id) => byId.get(id), i18n));
  }, [executions, chains, i18n]);
  const clearable = Object.values(executions).some(isClearable);
  /** Where focus goes once cleared: the button it was on is then disabled. */
  const listRef = useRef<HTMLDivElement>(null);

  return (
    <Modal title={t('title')} onClose={onClose}>
      <div ref={listRef} tabIndex={-1} className="min-w-0 overflow-y-auto p-4 text-sm outline-none">
        {!loaded ? (
          // Opened before the kept swaps were read: "No swaps yet" could be untrue.
          <p role="status" className="text-text-muted">
            {t('loading')}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-text-muted">{t('empty')}</p>
        ) : (
          <ol aria-label={t('pastSwaps')} className="flex flex-col gap-2">
            {entries.map((entry) => (
              <HistoryItem
                key={entry.id}
                entry={entry}
                now={now}
                onOpen={() => {
                  open(entry.id);
                  onClose();
                }}
              />
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-col gap-1 border-t border-border px-4 py-3">
        <button
          type="button"
          disabled={!clearable}
          onClick={() => {
            clearHistory(store);
            listRef.current?.focus();
            events.emit({ type: 'history-cleared' });
          }}
          className="rounded-2xl border border-border px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:text-text-muted"
        >
          {t('clear')}
        </button>
        <p className="text-xs text-text-muted">{t('clearHint')}</p>
      </div>
    </Modal>
  );
}

function HistoryItem({ entry, now, onOpen }: { entry: HistoryEntry; now: number; onOpen(): void }) {
  const i18n = useI18n();
  const t = useT(historyMessages);
  return (
    <li className="rounded-lg border border-border px-3 py-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium wrap-anywhere">{entry.pair}</span>
        <span className="shrink-0 text-xs font-semibold">{entry.status}</span>
      </div>
      <p className="text-xs text-text-muted wrap-anywhere">
        {entry.chains} · {entry.provider} ·{' '}
        <time dateTime={new Date(entry.at).toISOString()} title={i18n.fmt.dateTime(entry.at)}>
          {whenText(entry.at, now, i18n)}
        </time>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs">
        <dt className="text-text-muted">{t('sent')}</dt>
        <dd className="wrap-anywhere">{entry.sent}</dd>
        <dt className="text-text-muted">{t('received')}</dt>
        <dd className="wrap-anywhere">{entry.received}</dd>
      </dl>
      {(entry.links.length > 0 || entry.inFlight) && (
        <div className="mt-1 flex flex-wrap items-center gap-3 text-xs">
          {entry.links.map((link) => (
            <a
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="underline"
            >
              {link.label}
            </a>
          ))}
          {entry.inFlight && (
            <button type="button" onClick={onOpen} className="font-semibold underline">
              {t('showProgress')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
