/**
 * Events for integrators: one typed emitter per widget instance. Every payload is plain JSON
 * (amounts are decimal strings in the token's smallest unit, never bigints), so the same events
 * can be posted to an iframe's parent or dispatched as DOM `CustomEvent`s unchanged.
 */

/** A token and an amount of it, in its smallest unit. */
export interface EventAmount {
  chainId: string;
  /** Token address (the native coin's placeholder address for native coins). */
  token: string;
  symbol: string;
  decimals: number;
  /** Smallest unit, decimal digits. */
  amount: string;
}

export interface WidgetEventMap {
  /** The user picked a route (or the widget picked the first of fresh routes). */
  'route-selected': {
    routeId: string;
    provider: string;
    from: EventAmount;
    /** What the route is quoted to deliver. */
    to: EventAmount;
    /** Smallest unit of `to`. */
    minOutputAmount: string;
  };
  /** The fresh quote at "Confirm swap" (its output or its minimum) fell below the reviewed minimum. */
  'rate-changed': {
    routeId: string;
    provider: string;
    /** The minimum the user reviewed, smallest unit. */
    reviewedMinOutputAmount: string;
    /** What the fresh quote would deliver, smallest unit. */
    newOutputAmount: string;
    /** The fresh quote's own minimum, smallest unit: what the user accepts by going on. */
    newMinOutputAmount: string;
  };
  'execution-started': {
    executionId: string;
    routeId: string;
    provider: string;
    from: EventAmount;
    to: EventAmount;
    steps: { stepId: string; stepType: string }[];
  };
  'step-started': { executionId: string; stepId: string; index: number; stepType: string };
  /**
   * A transaction of the step exists (EVM hash or Solana signature): it may now land. Told again
   * for each replacement the user sends of a stuck EVM transaction (same nonce, higher fees):
   * `kind` says which (`speed-up`: the same transaction; `cancel`: a zero-value transfer to the
   * sender), `replaces` the hash it was sent to replace. Whichever lands is the step's.
   */
  'transaction-submitted': {
    executionId: string;
    stepId: string;
    networkType: string;
    chainId: string;
    txHash: string;
    kind?: 'speed-up' | 'cancel';
    replaces?: string;
  };
  /**
   * A gasless step's order was signed (EIP-712) and is being handed to the service: it has no
   * transaction of its own; the fill's hash comes with `step-done` (`destTxHash`).
   */
  'order-signed': { executionId: string; stepId: string; chainId: string };
  'step-done': {
    executionId: string;
    stepId: string;
    index: number;
    stepType: string;
    /** `skipped`: nothing had to be signed (a relayer's step, an allowance already there). */
    outcome: 'done' | 'skipped';
    txHash?: string;
    destTxHash?: string;
  };
  'execution-done': {
    executionId: string;
    routeId: string;
    /**
     * `partial`: the user holds something other than asked (`partial-success`); `cancelled`: the
     * user's cancellation of a stuck transaction landed, nothing was swapped.
     */
    outcome: 'done' | 'partial' | 'cancelled';
    /** What arrived, when known (from the status or the ledger, never the quote). */
    received?: EventAmount;
    /** What the cancellation cost, in its chain's native coin (smallest unit), when known. */
    cancelFee?: { chainId: string; amount: string };
  };
  /**
   * The execution stopped at a step (`final: false`: the user can try again or get a new quote)
   * or was given up (`final: true`).
   */
  'execution-failed': {
    executionId: string;
    routeId: string;
    final: boolean;
    stepId?: string;
    error?: { code: string; message: string };
  };
  'history-cleared': Record<never, never>;
}

export type WidgetEventType = keyof WidgetEventMap;

/** One event: its type and its payload, flat. */
export type WidgetEvent = {
  [K in WidgetEventType]: { type: K } & WidgetEventMap[K];
}[WidgetEventType];

export type WidgetEventOf<K extends WidgetEventType> = Extract<WidgetEvent, { type: K }>;

export interface WidgetEvents {
  /** Listens to one type of event, or to all with `'*'`; answers the function that stops it. */
  on<K extends WidgetEventType>(type: K, listener: (event: WidgetEventOf<K>) => void): () => void;
  on(type: '*', listener: (event: WidgetEvent) => void): () => void;
  emit(event: WidgetEvent): void;
}

/**
 * A new emitter. An integrator creates one, passes it to the widget (`events` prop) and
 * subscribes; the widget creates its own when none is given. A listener that throws does not
 * stop the others or the widget: the error is reported on the console.
 */
export function createWidgetEvents(): WidgetEvents {
  const listeners = new Map<string, Set<(event: WidgetEvent) => void>>();
  return {
    on(type: string, listener: (event: never) => void) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      const fn = listener as (event: WidgetEvent) => void;
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
    emit(event) {
      for (const key of [event.type, '*']) {
        for (const listener of [...(listeners.get(key) ?? [])]) {
          try {
            listener(event);
          } catch (error) {
            console.error(`swap widget: a '${event.type}' event listener threw`, error);
          }
        }
      }
    },
  };
}
