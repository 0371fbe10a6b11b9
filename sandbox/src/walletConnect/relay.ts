import { createHash } from 'node:crypto';
import { Mailbox, type StoredMessage } from './mailbox';
import {
  approveSessionParams,
  listOf,
  ParamsError,
  type PublishParams,
  paramsObject,
  proposeSessionParams,
  publishParams,
  topicOf,
  topicsOf,
  unsubscribeParams,
} from './relayParams';

/**
 * The WalletConnect relay's JSON-RPC, without sockets: what @walletconnect/core 2.25 sends
 * (`irn_*` and the two session methods its sign-client publishes through, `wc_proposeSession`
 * and `wc_approveSession`) in, the frames to send out, to whom. The socket side
 * (`relayServer.ts`) only moves text.
 */
export interface Outgoing {
  connection: number;
  payload: object;
}

type Id = string | number;

export class Relay {
  private readonly mailbox = new Mailbox();
  /** connection → its client id and its subscriptions (topic → subscription id). */
  private readonly connections = new Map<
    number,
    { clientId: string; topics: Map<string, string> }
  >();
  /** Deliveries sent and not yet acknowledged: delivery id → message and recipient. */
  private readonly inFlight = new Map<number, { message: StoredMessage; connection: number }>();
  /** Ids of our `irn_subscription`s: safe integers, which the client's bigint-aware JSON keeps. */
  private deliveries = 0;

  constructor(private readonly now: () => number = Date.now) {}

  open(connection: number, clientId: string): void {
    this.connections.set(connection, { clientId, topics: new Map() });
  }

  close(connection: number): void {
    this.connections.delete(connection);
    // Unacknowledged deliveries stay in the mailbox for the client's next subscription.
    for (const [id, delivery] of this.inFlight) {
      if (delivery.connection === connection) this.inFlight.delete(id);
    }
  }

  /** One text frame from `connection`: its answer and the deliveries it causes. */
  receive(connection: number, text: string): Outgoing[] {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return [{ connection, payload: rpcError(null, -32700, 'Parse error') }];
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      return [{ connection, payload: rpcError(null, -32600, 'Invalid request') }];
    }
    const { id, method, params, result } = frame as Record<string, unknown>;
    if (method === undefined) {
      // A response: the client's acknowledgement of an `irn_subscription`.
      if (typeof id === 'number' && result === true) this.acknowledge(id);
      return [];
    }
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof method !== 'string') {
      return [{ connection, payload: rpcError(null, -32600, 'Invalid request') }];
    }
    const out: Outgoing[] = [];
    try {
      this.mailbox.prune(this.now());
      const answer = this.call(connection, method, params, out);
      out.unshift({ connection, payload: { id, jsonrpc: '2.0', result: answer } });
    } catch (error) {
      if (!(error instanceof ParamsError) && !(error instanceof MethodError)) throw error;
      const code = error instanceof ParamsError ? -32602 : -32601;
      return [{ connection, payload: rpcError(id, code, error.message) }];
    }
    return out;
  }

  private call(connection: number, method: string, raw: unknown, out: Outgoing[]): unknown {
    const client = this.connections.get(connection);
    if (!client) throw new MethodError('Not connected');
    switch (method) {
      case 'irn_publish':
        this.publish(client.clientId, publishParams(paramsObject(raw)), out);
        return true;
      case 'irn_batchPublish': {
        const messages = listOf(paramsObject(raw), 'messages').map((m) =>
          publishParams(paramsObject(m)),
        );
        for (const message of messages) this.publish(client.clientId, message, out);
        return true;
      }
      case 'irn_subscribe':
        return this.subscribe(connection, topicOf(paramsObject(raw)), out);
      case 'irn_batchSubscribe':
        return topicsOf(paramsObject(raw)).map((topic) => this.subscribe(connection, topic, out));
      case 'irn_unsubscribe': {
        const { topic, id } = unsubscribeParams(paramsObject(raw));
        if (client.topics.get(topic) === id) client.topics.delete(topic);
        return true;
      }
      case 'irn_batchUnsubscribe': {
        const list = listOf(paramsObject(raw), 'subscriptions').map((s) =>
          unsubscribeParams(paramsObject(s)),
        );
        for (const { topic, id } of list) {
          if (client.topics.get(topic) === id) client.topics.delete(topic);
        }
        return true;
      }
      case 'irn_batchFetchMessages':
        return this.fetch(client.clientId, topicsOf(paramsObject(raw)));
      case 'wc_proposeSession': {
        // The dapp does not subscribe to its new pairing topic itself: the relay does it here, so
        // the wallet's answer reaches it.
        const p = proposeSessionParams(paramsObject(raw));
        this.subscribe(connection, p.pairingTopic, out);
        this.publish(
          client.clientId,
          { topic: p.pairingTopic, message: p.sessionProposal, ttl: p.ttl, ...withAttestation(p) },
          out,
        );
        return true;
      }
      case 'wc_approveSession': {
        // Likewise the wallet's session topic; the dapp subscribes to it once it has read the
        // answer on the pairing topic, and then gets the stored settlement.
        const p = approveSessionParams(paramsObject(raw));
        this.subscribe(connection, p.sessionTopic, out);
        const ttl = p.ttl;
        this.publish(
          client.clientId,
          { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl },
          out,
        );
        this.publish(
          client.clientId,
          { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl },
          out,
        );
        return true;
      }
      default:
        throw new MethodError(`Method not found: ${method.slice(0, 64)}`);
    }
  }

  private publish(publisher: string, params: PublishParams, out: Outgoing[]): void {
    const message: StoredMessage = {
      topic: params.topic,
      message: params.message,
      publishedAt: this.now(),
      expiresAt: this.now() + params.ttl * 1000,
      ...withAttestation(params),
      publisher,
      received: new Set(),
    };
    this.mailbox.add(message);
    for (const [connection, client] of this.connections) {
      const subscription = client.topics.get(message.topic);
      // Never back to the client that published it.
      if (subscription !== undefined && client.clientId !== publisher) {
        out.push(this.deliver(connection, subscription, message));
      }
    }
  }

  /** Subscribes and sends what is waiting on the topic; answers the subscription id. */
  private subscribe(connection: number, topic: string, out: Outgoing[]): string {
    const client = this.connections.get(connection)!;
    // The id the sign-client computes itself (sha256 of topic ‖ client id) and unsubscribes with.
    const id = createHash('sha256')
      .update(topic + client.clientId)
      .digest('hex');
    client.topics.set(topic, id);
    for (const message of this.mailbox.pendingFor(topic, client.clientId, this.now())) {
      out.push(this.deliver(connection, id, message));
    }
    return id;
  }

  private fetch(clientId: string, topics: string[]): object {
    const messages = topics.flatMap((topic) =>
      this.mailbox.pendingFor(topic, clientId, this.now()).map((m) => {
        // Fetched is delivered: the answer itself carries it.
        m.received.add(clientId);
        return subscriptionData(m);
      }),
    );
    return { messages, hasMore: false };
  }

  private deliver(connection: number, subscription: string, message: StoredMessage): Outgoing {
    this.deliveries += 1;
    this.inFlight.set(this.deliveries, { message, connection });
    return {
      connection,
      payload: {
        id: this.deliveries,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscription, data: subscriptionData(message) },
      },
    };
  }

  private acknowledge(deliveryId: number): void {
    const delivery = this.inFlight.get(deliveryId);
    if (!delivery) return;
    this.inFlight.delete(deliveryId);
    const client = this.connections.get(delivery.connection);
    if (client) delivery.message.received.add(client.clientId);
  }
}

class MethodError extends Error {}

function withAttestation(p: { attestation?: string }): { attestation?: string } {
  return p.attestation === undefined ? {} : { attestation: p.attestation };
}

function subscriptionData(m: StoredMessage): object {
  return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, ...withAttestation(m) };
}

function rpcError(id: Id | null, code: number, message: string): object {
  return { id, jsonrpc: '2.0', error: { code, message } };
}
