import { storageKey } from '../../state/persistedStorage';
import { localLocks } from './localLocks';
import { storageLeaseLocks } from './storageLease';
import { webLocks } from './webLocks';

/**
 * Named leases shared by the tabs of one browser profile: what makes a route execute in one tab
 * at a time. Web Locks where the browser has them (released the moment the holder's page goes);
 * else a heartbeat lease in localStorage announced on a BroadcastChannel (`storageLease.ts`:
 * taken over only once the dead holder's lease expired); else, with neither, or without any
 * storage (which Web Locks share a fate with), a lock of this page alone.
 */
export interface TabLocks {
  /**
   * Runs `work` holding `name` if nobody holds it now, and answers true once it is done; false,
   * without running it, when someone does. `lost` aborts if the lease is lost while held (a Web
   * Lock another script stole, a heartbeat lease whose holder was frozen past its expiry): stop
   * at once. `confirm` looks again now, right before a wallet prompt, and aborts `lost` if it
   * is gone.
   */
  ifAvailable(
    name: string,
    work: (lost: AbortSignal, confirm: () => void) => Promise<void>,
  ): Promise<boolean>;
  /**
   * Resolves once `name` is free: its holder released it, its page went away or its lease
   * expired. Holds nothing; rejects with the signal's reason when aborted first.
   */
  whenFree(name: string, signal: AbortSignal): Promise<void>;
  /** Whether some tab (this one included) holds `name` now. */
  isHeld(name: string): Promise<boolean>;
  /** Lets go of what these locks listen to (the widget is gone); held leases end with their runs. */
  close(): void;
}

/** The lease of one execution: `swapwidget:<scope>:execution:<id>`. */
export function executionLockName(scope: string, id: string): string {
  return storageKey(scope, `execution:${id}`);
}

/** The channel the heartbeat leases of one scope are announced on. */
function leaseChannelName(scope: string): string {
  return storageKey(scope, 'leases');
}

/**
 * The best locks `page` has (see `TabLocks`) for the executions of one storage scope; a
 * heartbeat lease is released on the page's `pagehide`.
 */
export function pageTabLocks(scope: string, page: EventTarget): TabLocks {
  const storage = pageLocalStorage();
  // Without storage (a third-party iframe the browser keeps from it) the executions live in this
  // page's memory, where no other tab can see them, and Web Locks are refused (SecurityError).
  if (!storage) return localLocks();
  if (typeof navigator !== 'undefined' && navigator.locks) return webLocks(navigator.locks);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(leaseChannelName(scope));
    return storageLeaseLocks({ storage, channel, page });
  }
  return localLocks();
}

function pageLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined;
  } catch {
    // Blocked (a third-party iframe without storage access): no other tab can be told either.
    return undefined;
  }
}
