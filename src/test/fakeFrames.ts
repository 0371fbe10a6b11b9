/**
 * Windows that post messages to each other as browsers do, for the bridge's tests: a message is
 * delivered later (a task, not at once), as a structured clone, only when its target origin is
 * the receiver's exact origin (or `*`), with the sender's origin as `origin` and the receiver's
 * handle on the sender as `source` (each frame sees another through one handle, like a
 * `WindowProxy`, so `event.source === iframe.contentWindow` can hold). Opaque frames (sandboxed)
 * have the origin `'null'`.
 */

export interface FrameHandle {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface DeliveredMessage {
  data: unknown;
  origin: string;
  source: FrameHandle;
}

type Listener = (event: MessageEvent) => void;

export class FakeFrame {
  private readonly listeners = new Set<Listener>();
  private readonly handles = new Map<FakeFrame, FrameHandle>();
  /** Posts the browser dropped because their target origin was not this frame's. */
  readonly dropped: { targetOrigin: string; data: unknown }[] = [];

  constructor(public origin: string) {}

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** This frame's handle on `other` (always the same object). */
  see(other: FakeFrame): FrameHandle {
    let handle = this.handles.get(other);
    if (!handle) {
      handle = { postMessage: (data, targetOrigin) => deliver(this, other, data, targetOrigin) };
      this.handles.set(other, handle);
    }
    return handle;
  }

  /** The iframe page's `window`, as the iframe bridge reads it, framed by `parent`. */
  framedBy(parent: FakeFrame) {
    return {
      parent: this.see(parent),
      addEventListener: this.addEventListener.bind(this),
      removeEventListener: this.removeEventListener.bind(this),
    };
  }

  /** Records every message this frame gets from now on (what an attacker's frame could read). */
  receive(): DeliveredMessage[] {
    const got: DeliveredMessage[] = [];
    this.addEventListener('message', (event) =>
      got.push({ data: event.data, origin: event.origin, source: event.source as FrameHandle }),
    );
    return got;
  }

  dispatch(event: DeliveredMessage): void {
    for (const listener of this.listeners) listener(event as unknown as MessageEvent);
  }
}

function deliver(from: FakeFrame, to: FakeFrame, data: unknown, targetOrigin: string): void {
  if (targetOrigin !== '*' && targetOrigin !== to.origin) {
    to.dropped.push({ targetOrigin, data });
    return;
  }
  const event = { data: structuredClone(data), origin: from.origin, source: to.see(from) };
  setTimeout(() => to.dispatch(event), 0);
}

/** Lets queued deliveries (and the promises they settle) run. */
export async function flushMessages(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
