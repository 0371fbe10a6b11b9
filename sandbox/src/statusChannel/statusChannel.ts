import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { SandboxContext } from '../context';
import { getStatus } from '../endpoints/status';
import { ApiError } from '../errors';
import type { RateLimiter } from '../rateLimit';
import { ClientMessageError, parseClientMessage, type SubscribeMessage } from './channelMessages';

/**
 * `ws://<sandbox>/v1/status/stream`: the announced real-time status channel, in the shape of
 * `channelMessages.ts`. Each subscription asks the same status source `GET /status` does, every
 * `intervalMs`, and pushes the answer when it changed, until it is final: a client sees a step
 * done within that interval of the ledger saying so, instead of its next poll.
 *
 * The `statusChannel` fault (faults.ts) makes it misbehave as a real one may: `drop` closes each
 * connection after its first status, `silent` never says anything (no heartbeat either), and
 * `forged` answers with the success of another step.
 */
const STATUS_CHANNEL_PATH = '/v1/status/stream';

const FINAL = new Set(['success', 'partial-success', 'failed', 'cancelled']);
const MAX_SUBSCRIPTIONS = 16;

export interface StatusChannelOptions {
  /** How often a subscription asks the status source. */
  intervalMs?: number;
  /** How often an idle connection hears a heartbeat. */
  heartbeatMs?: number;
}

export interface StatusChannel {
  /** Whether an `upgrade` request is for this channel. */
  handles(req: IncomingMessage): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createStatusChannel(
  context: () => SandboxContext | undefined,
  limiter: RateLimiter,
  { intervalMs = 250, heartbeatMs = 5_000 }: StatusChannelOptions = {},
): StatusChannel {
  const server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Set<Connection>();

  const heartbeat = setInterval(() => {
    const ctx = context();
    if (ctx?.faults.config.statusChannel === 'silent') return;
    for (const connection of connections) connection.send({ type: 'heartbeat' });
  }, heartbeatMs);
  heartbeat.unref();

  return {
    handles: (req) => pathOf(req) === STATUS_CHANNEL_PATH,
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      server.handleUpgrade(req, socket, head, (ws) => {
        const connection = new Connection(ws, context, limiter, intervalMs, req);
        connections.add(connection);
        ws.on('close', () => {
          connection.stop();
          connections.delete(connection);
        });
      });
    },
    close() {
      clearInterval(heartbeat);
      for (const connection of connections) connection.terminate();
      server.close();
    },
  };
}

/** One client's socket and its subscriptions. */
class Connection {
  readonly #subscriptions = new Map<string, NodeJS.Timeout>();
  readonly #clientIp: string;

  constructor(
    private readonly ws: WebSocket,
    private readonly context: () => SandboxContext | undefined,
    private readonly limiter: RateLimiter,
    private readonly intervalMs: number,
    req: IncomingMessage,
  ) {
    this.#clientIp = req.socket.remoteAddress ?? 'unknown';
    ws.on('message', (data, isBinary) => this.#receive(data, isBinary));
    ws.on('error', () => ws.terminate());
  }

  send(message: unknown): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  stop(): void {
    for (const timer of this.#subscriptions.values()) clearTimeout(timer);
    this.#subscriptions.clear();
  }

  terminate(): void {
    this.stop();
    this.ws.terminate();
  }

  #receive(data: RawData, isBinary: boolean): void {
    try {
      if (isBinary) throw new ClientMessageError('message: must be a text frame');
      const message = parseClientMessage(data.toString());
      if (message.type === 'unsubscribe') {
        clearTimeout(this.#subscriptions.get(message.id));
        this.#subscriptions.delete(message.id);
        return;
      }
      if (this.#subscriptions.has(message.id)) {
        throw new ClientMessageError(`id: ${message.id} is already subscribed`);
      }
      if (this.#subscriptions.size >= MAX_SUBSCRIPTIONS) {
        throw new ClientMessageError(`at most ${MAX_SUBSCRIPTIONS} subscriptions per connection`);
      }
      this.#subscribe(message);
    } catch (error) {
      if (!(error instanceof ClientMessageError)) throw error;
      // A client that speaks another protocol is told why, once, and let go.
      this.ws.close(1008, error.message.slice(0, 120));
    }
  }

  #subscribe(message: SubscribeMessage): void {
    let last: string | undefined;
    const ask = async () => {
      const ctx = this.context();
      if (!ctx || !this.#subscriptions.has(message.id)) return;
      const fault = ctx.faults.config.statusChannel;
      try {
        const query = new URLSearchParams({ routeId: message.routeId, stepId: message.stepId });
        if (message.txnHash !== undefined) query.set('txnHash', message.txnHash);
        const data = await getStatus(ctx, query);
        const body = {
          status: 'success',
          data:
            fault === 'forged'
              ? { ...data, stepId: `${data.stepId}-other`, status: 'success' }
              : data,
        };
        const text = JSON.stringify(body);
        if (text !== last && fault !== 'silent') {
          last = text;
          this.send({ type: 'status', id: message.id, body });
          if (fault === 'drop') {
            this.terminate();
            return;
          }
        }
        if (FINAL.has(data.status)) {
          this.#subscriptions.delete(message.id);
          return;
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        this.#subscriptions.delete(message.id);
        if (fault !== 'silent') this.#sendError(message.id, error);
        return;
      }
      if (this.#subscriptions.has(message.id)) {
        this.#subscriptions.set(message.id, setTimeout(run, this.intervalMs));
      }
    };
    const run = () => {
      ask().catch((error: unknown) => {
        console.error('sandbox: status channel:', error);
        this.terminate();
      });
    };
    try {
      // A subscription is a request, counted as `GET /status` is.
      this.limiter.admit(message.apiKey, this.#clientIp);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.#sendError(message.id, error);
      return;
    }
    this.#subscriptions.set(message.id, setTimeout(run, 0));
  }

  /** The subscription ended with what `GET /status` would have answered. */
  #sendError(id: string, error: ApiError): void {
    const body = { status: 'error', error: { code: error.code, message: error.message } };
    this.send({ type: 'error', id, body });
  }
}

function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/$/, '');
  } catch {
    return '';
  }
}
