import { useCallback, useSyncExternalStore } from 'react';
import { isSameAddress } from '../../lib/addresses';
import { useWidgetStoreApi } from '../../state/WidgetStoreProvider';
import type { WidgetStore } from '../../state/widgetStore';
import type { RecipientStatus } from '../widget/useRecipientCheck';

/**
 * What one widget instance remembers for this session (kept beside its store, never in storage):
 * the recipient its settings were restored with, and the addresses the user confirmed.
 */
interface RecipientSession {
  /** The recipient in the settings once they were restored; undefined until then or when none. */
  remembered?: string;
  confirmed: Set<string>;
  version: number;
  listeners: Set<() => void>;
}

const sessions = new WeakMap<WidgetStore, RecipientSession>();

interface PersistApi {
  hasHydrated(): boolean;
  onFinishHydration(fn: () => void): () => void;
}

function sessionOf(store: WidgetStore): RecipientSession {
  let session = sessions.get(store);
  if (session) return session;
  const created: RecipientSession = { confirmed: new Set(), version: 0, listeners: new Set() };
  session = created;
  sessions.set(store, created);
  const capture = () => {
    created.remembered = store.getState().settings.recipient.trim() || undefined;
    bump(created);
  };
  // The persisted settings are what an earlier visit left; storage may answer later.
  const persist = (store as WidgetStore & { persist?: PersistApi }).persist;
  if (persist && !persist.hasHydrated()) persist.onFinishHydration(capture);
  else capture();
  return created;
}

function bump(session: RecipientSession) {
  session.version += 1;
  for (const listener of session.listeners) listener();
}

export interface RecipientConfirmation {
  /**
   * The recipient to confirm in the review: one restored from the settings (an earlier visit, not
   * typed now), which is not the wallet connected for the destination. Undefined when none.
   */
  address?: string;
  /** Whether the user confirmed `address` this session. */
  confirmed: boolean;
  setConfirmed(confirmed: boolean): void;
}

/**
 * A remembered third-party recipient must not pay out unnoticed: it is confirmed once per session
 * (per widget instance, until the page is reloaded) before a swap can be confirmed.
 */
export function useRecipientConfirmation(check: RecipientStatus): RecipientConfirmation {
  const store = useWidgetStoreApi();
  const session = sessionOf(store);
  const version = () => session.version;
  useSyncExternalStore(
    (listener) => {
      session.listeners.add(listener);
      return () => session.listeners.delete(listener);
    },
    version,
    // A server render has nothing confirmed either: the same read.
    version,
  );
  const recipient = check.recipient;
  const ownWallet =
    recipient !== undefined &&
    check.destinationWalletAddress !== undefined &&
    check.toNetworkType !== undefined &&
    isSameAddress(check.toNetworkType, recipient, check.destinationWalletAddress);
  // The integrator's `toAddress` is theirs to answer for, not a remembered one of the person's.
  const address =
    recipient !== undefined && recipient === session.remembered && !ownWallet && !check.fixed
      ? recipient
      : undefined;
  const setConfirmed = useCallback(
    (confirmed: boolean) => {
      if (!address) return;
      if (confirmed) session.confirmed.add(address);
      else session.confirmed.delete(address);
      bump(session);
    },
    [address, session],
  );
  return {
    address,
    confirmed: address !== undefined && session.confirmed.has(address),
    setConfirmed,
  };
}
