import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Asset, Chain } from '../../api/types';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { useT } from '../../i18n/I18nProvider';
import { createTokenSearch } from '../../lib/tokenSearch';
import { TokenOption } from './TokenOption';
import { looksLikeAddress } from './unknownToken';

export type TokenListItem = { kind: 'token'; asset: Asset } | { kind: 'unknown'; address: string };

export interface TokenSearchListProps {
  chain?: Chain;
  tokens: Asset[];
  /** Smallest-unit balances keyed by `tokenKey`. */
  balances: Map<string, bigint>;
  onPick(asset: Asset): void;
  /** The user chose an address that is on no list; the caller must ask for confirmation. */
  onPickUnknown(address: string): void;
  /** Whether a typed address may be offered at all (the integrator's lists); every one if absent. */
  isOfferedAddress?(address: string): boolean;
  /** Shown instead of the list while tokens load or after an error. */
  status?: React.ReactNode;
  inputRef?: React.Ref<HTMLInputElement>;
}

const ROW_HEIGHT = 56;
const offerEveryAddress = () => true;

/**
 * Search box + virtualized listbox, as a combobox: typing filters, ArrowUp/ArrowDown/Home/End
 * move the active option (`aria-activedescendant`, focus stays in the box), Enter picks.
 * Ordering and matching come from `createTokenSearch` (popular, then held by USD value).
 */
export function TokenSearchList({
  chain,
  tokens,
  balances,
  onPick,
  onPickUnknown,
  isOfferedAddress = offerEveryAddress,
  status,
  inputRef,
}: TokenSearchListProps) {
  const listId = useId();
  const t = useT(tokenPickerMessages);
  const [query, setQuery] = useState('');
  // Filtering 20,000 tokens is fast, but deferring keeps every keystroke's echo immediate.
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(() => createTokenSearch(tokens, { balances }), [tokens, balances]);
  const items = useMemo<TokenListItem[]>(() => {
    const found = search(deferredQuery);
    const address = deferredQuery.trim();
    if (found.length === 0 && looksLikeAddress(chain, address) && isOfferedAddress(address)) {
      return [{ kind: 'unknown', address }];
    }
    return found.map((asset) => ({ kind: 'token', asset }));
  }, [search, deferredQuery, chain, isOfferedAddress]);

  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  // A new search starts at the top. Other changes of the list (balances refreshed, tokens
  // loaded) keep the active row, clamped below, so the list never jumps under the user.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the query changes
  useEffect(() => {
    setActive(0);
    listRef.current?.scrollTo?.({ top: 0 });
  }, [deferredQuery]);

  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeIndex = Math.max(0, Math.min(active, items.length - 1));

  const moveTo = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pick = (item: TokenListItem | undefined) => {
    if (!item) return;
    if (item.kind === 'token') onPick(item.asset);
    else onPickUnknown(item.address);
  };

  const pageSize = Math.max(1, Math.floor((listRef.current?.clientHeight ?? 0) / ROW_HEIGHT));
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'PageDown':
        moveTo(activeIndex + pageSize);
        break;
      case 'PageUp':
        moveTo(activeIndex - pageSize);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case 'Enter':
        pick(items[activeIndex]);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const hasItems = items.length > 0 && !status;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="px-4 pt-3 pb-2">
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t('searchTokens')}
          aria-expanded={hasItems}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hasItems ? optionId(activeIndex) : undefined}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-xl border border-border bg-surface-sunken px-3 py-2.5 text-sm text-text placeholder:text-text-muted focus:border-accent focus:outline-none"
        />
      </div>
      {status ? (
        <div className="px-4 py-8 text-center text-sm text-text-muted" role="status">
          {status}
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-text-muted" role="status">
          {!query.trim()
            ? t('noTokens')
            : looksLikeAddress(chain, query)
              ? t('notOfferedAddress')
              : t('noMatch', { query: query.trim() })}
        </p>
      ) : null}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('tokens')}
        tabIndex={-1}
        hidden={!hasItems}
        className="min-h-[240px] flex-1 overflow-y-auto px-2 pb-2"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <TokenOption
                key={
                  item.kind === 'token' ? `${item.asset.chainId}:${item.asset.address}` : 'unknown'
                }
                id={optionId(row.index)}
                item={item}
                active={row.index === activeIndex}
                balances={balances}
                posInSet={row.index + 1}
                setSize={items.length}
                style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
                onPick={() => pick(item)}
                onHover={() => setActive(row.index)}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
