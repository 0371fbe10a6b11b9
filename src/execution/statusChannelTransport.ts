import { parseStatusChannelMessage, subscribeFrame } from '../api/parse/parseStatusChannelMessage';
import type { StatusResult } from '../api/types';
import { isFinalStatus, type StatusTransport } from './statusTransport';

/** What the transport uses of a browser `WebSocket` (tests give their own). */
export interface StatusSocket {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface StatusChannelTransportOptions {
  channel: { url: string; apiKey?: string | undefined };
  /** How a step is followed when the channel fails: polling `/status`. */
  fallback: StatusTransport;
  openSocket?: (url: string) => StatusSocket;
  /**
   * How long the channel may say nothing, heartbeats included, before it is given up: the
   * sandbox's heartbeat comes every 5 s, so three are missed.
   */
  silenceMs?: number;
}

type ChannelOutcome = { kind: 'final'; status: StatusResult } | { kind: 'failed'; why: string };

const SUBSCRIPTION_ID = 'step';

/**
 * Follows a step over the status channel, and falls back to polling `/status` (`fallback`) on any
 * failure: a socket that does not open, closes or errs, a channel silent for `silenceMs`, a frame
 * that is not the shape (`parseStatusChannelMessage`), an error frame, or a status of another
 * route or step. Its frames are untrusted like any answer: read by the parser `GET /status` uses,
 * and held to the step subscribed. Polling then says what HTTP says, as without a channel. A
 * reload resubscribes: the engine follows a submitted step again through here.
 */
export function channelStatusTransport({
  channel,
  fallback,
  openSocket = (url) => new WebSocket(url),
  silenceMs = 15_000,
}: StatusChannelTransportOptions): StatusTransport {
  return {
    async follow(args) {
      const outcome = await followOverChannel(args, channel, openSocket, silenceMs);
      if (outcome.kind === 'final') return outcome.status;
      return fallback.follow(args);
    },
  };
}

function followOverChannel(
  args: Parameters<StatusTransport['follow']>[0],
  channel: StatusChannelTransportOptions['channel'],
  openSocket: (url: string) => StatusSocket,
  silenceMs: number,
): Promise<ChannelOutcome> {
  const { routeId, stepId, txnHash, onUpdate, signal } = args;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let socket: StatusSocket | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const end = (outcome: ChannelOutcome | { kind: 'aborted' }) => {
      if (settled) return;
      settled = true;
      clearTimeout(silence);
      signal?.removeEventListener('abort', onAbort);
      try {
        socket?.close();
      } catch {
        // Already closed.
      }
      if (outcome.kind === 'aborted') reject(signal?.reason);
      else resolve(outcome);
    };
    const onAbort = () => end({ kind: 'aborted' });
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => end({ kind: 'failed', why: 'silent' }), silenceMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      socket = openSocket(channel.url);
    } catch {
      // A URL the browser refuses (or a page policy that does): polling, as without a channel.
      return end({ kind: 'failed', why: 'refused' });
    }
    listen();
    socket.addEventListener('open', () => {
      socket?.send(subscribeFrame(SUBSCRIPTION_ID, { routeId, stepId, txnHash }, channel.apiKey));
    });
    socket.addEventListener('close', () => end({ kind: 'failed', why: 'closed' }));
    socket.addEventListener('error', () => end({ kind: 'failed', why: 'error' }));
    socket.addEventListener('message', ({ data }) => {
      if (settled) return;
      let message: ReturnType<typeof parseStatusChannelMessage>;
      try {
        message = parseStatusChannelMessage(data);
      } catch {
        return end({ kind: 'failed', why: 'frame' });
      }
      listen();
      if (message.type === 'heartbeat') return;
      const { status } = message;
      if (
        message.id !== SUBSCRIPTION_ID ||
        status.routeId !== routeId ||
        status.stepId !== stepId
      ) {
        return end({ kind: 'failed', why: 'another step' });
      }
      onUpdate(status);
      if (isFinalStatus(status.status)) end({ kind: 'final', status });
    });
  });
}
