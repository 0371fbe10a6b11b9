import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Outgoing, Relay } from './relay';

const T1 = 'a'.repeat(64);
const T2 = 'b'.repeat(64);
const DAPP = 'did:key:zDapp';
const WALLET = 'did:key:zWallet';
const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex');

let clock: number;
let relay: Relay;
let nextId: number;

beforeEach(() => {
  clock = 1_800_000_000_000;
  relay = new Relay(() => clock);
  nextId = 0;
  relay.open(1, DAPP);
  relay.open(2, WALLET);
});

function call(connection: number, method: string, params: unknown): Outgoing[] {
  nextId += 1;
  return relay.receive(
    connection,
    JSON.stringify({ id: String(nextId), jsonrpc: '2.0', method, params }),
  );
}

/** The `irn_subscription`s among the frames, as (connection, topic, message). */
function deliveries(frames: Outgoing[]) {
  return frames
    .filter((f) => (f.payload as { method?: string }).method === 'irn_subscription')
    .map((f) => {
      const { params } = f.payload as {
        params: { id: string; data: { topic: string; message: string } };
      };
      return {
        to: f.connection,
        subscription: params.id,
        topic: params.data.topic,
        message: params.data.message,
      };
    });
}

function ack(connection: number, frames: Outgoing[]) {
  for (const f of frames) {
    const { id, method } = f.payload as { id: number; method?: string };
    if (method === 'irn_subscription' && f.connection === connection) {
      relay.receive(connection, JSON.stringify({ id, jsonrpc: '2.0', result: true }));
    }
  }
}

const publish = (connection: number, topic: string, message: string, ttl = 300) =>
  call(connection, 'irn_publish', { topic, message, ttl, prompt: false, tag: 1108 });

describe('Relay', () => {
  it('answers a subscribe with the id the client computes, and delivers publishes to others only', () => {
    const [answer] = call(2, 'irn_subscribe', { topic: T1 });
    expect(answer).toEqual({
      connection: 2,
      payload: { id: '1', jsonrpc: '2.0', result: subscriptionId(T1, WALLET) },
    });
    call(1, 'irn_subscribe', { topic: T1 });
    const frames = publish(1, T1, 'hello');
    expect(frames[0]).toEqual({
      connection: 1,
      payload: { id: '3', jsonrpc: '2.0', result: true },
    });
    expect(deliveries(frames)).toEqual([
      { to: 2, subscription: subscriptionId(T1, WALLET), topic: T1, message: 'hello' },
    ]);
    expect((frames[1]!.payload as { params: { data: object } }).params.data).toEqual({
      topic: T1,
      message: 'hello',
      publishedAt: clock,
    });
  });

  it('keeps a message for a later subscriber until it acknowledges it, within its ttl', () => {
    publish(1, T1, 'stored', 600);
    const first = call(2, 'irn_subscribe', { topic: T1 });
    expect(deliveries(first).map((d) => d.message)).toEqual(['stored']);
    // Not acknowledged: sent again on the next subscription (say, after a reconnect).
    relay.close(2);
    relay.open(3, WALLET);
    const again = call(3, 'irn_batchSubscribe', { topics: [T1, T2] });
    expect((again[0]!.payload as { result: string[] }).result).toEqual([
      subscriptionId(T1, WALLET),
      subscriptionId(T2, WALLET),
    ]);
    expect(deliveries(again)).toEqual([
      { to: 3, subscription: subscriptionId(T1, WALLET), topic: T1, message: 'stored' },
    ]);
    ack(3, again);
    expect(deliveries(call(3, 'irn_subscribe', { topic: T1 }))).toEqual([]);

    publish(1, T2, 'short-lived', 300);
    clock += 300_000;
    relay.open(4, 'did:key:zLate');
    expect(
      deliveries(call(4, 'irn_batchSubscribe', { topics: [T1, T2] })).map((d) => d.message),
    ).toEqual(['stored']);
  });

  it('hands out waiting messages on irn_batchFetchMessages, once', () => {
    publish(1, T1, 'one');
    publish(1, T2, 'two');
    const [fetched] = call(2, 'irn_batchFetchMessages', { topics: [T1, T2] });
    expect((fetched!.payload as { result: unknown }).result).toEqual({
      messages: [
        { topic: T1, message: 'one', publishedAt: clock },
        { topic: T2, message: 'two', publishedAt: clock },
      ],
      hasMore: false,
    });
    const [again] = call(2, 'irn_batchFetchMessages', { topics: [T1, T2] });
    expect((again!.payload as { result: unknown }).result).toEqual({
      messages: [],
      hasMore: false,
    });
  });

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', () => {
    call(2, 'irn_batchSubscribe', { topics: [T1, T2] });
    call(2, 'irn_unsubscribe', { topic: T1, id: subscriptionId(T1, WALLET) });
    expect(deliveries(publish(1, T1, 'x'))).toEqual([]);
    expect(deliveries(publish(1, T2, 'y'))).toHaveLength(1);
    call(2, 'irn_batchUnsubscribe', {
      subscriptions: [{ topic: T2, id: subscriptionId(T2, WALLET) }],
    });
    expect(deliveries(publish(1, T2, 'z'))).toEqual([]);
  });

  it('wc_proposeSession subscribes the dapp to the pairing topic and keeps the proposal for the wallet', () => {
    const frames = call(1, 'wc_proposeSession', {
      pairingTopic: T1,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 7,
    });
    expect(frames).toEqual([{ connection: 1, payload: { id: '1', jsonrpc: '2.0', result: true } }]);
    expect(deliveries(call(2, 'irn_subscribe', { topic: T1 })).map((d) => d.message)).toEqual([
      'proposal',
    ]);

    const approved = call(2, 'wc_approveSession', {
      pairingTopic: T1,
      sessionTopic: T2,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    });
    // The answer reaches the dapp on the pairing topic; the settlement waits for its subscription.
    expect(deliveries(approved)).toEqual([
      { to: 1, subscription: subscriptionId(T1, DAPP), topic: T1, message: 'response' },
    ]);
    expect(deliveries(call(1, 'irn_subscribe', { topic: T2 })).map((d) => d.message)).toEqual([
      'settle',
    ]);
    // And the wallet was subscribed to the session topic by the relay.
    expect(deliveries(publish(1, T2, 'request'))).toEqual([
      { to: 2, subscription: subscriptionId(T2, WALLET), topic: T2, message: 'request' },
    ]);
  });

  it('answers JSON-RPC errors naming what is wrong', () => {
    const error = (frames: Outgoing[]) => (frames[0]!.payload as { error: unknown }).error;
    expect(error(relay.receive(1, '{'))).toEqual({ code: -32700, message: 'Parse error' });
    expect(error(call(1, 'irn_nothing', {}))).toEqual({
      code: -32601,
      message: 'Method not found: irn_nothing',
    });
    expect(error(call(1, 'irn_subscribe', { topic: 'xyz' }))).toEqual({
      code: -32602,
      message: 'topic: expected 64 lowercase hex digits',
    });
    expect(error(publish(1, T1, 'm', 10))).toEqual({
      code: -32602,
      message: 'ttl: expected whole seconds from 300 to 2592000',
    });
    expect(error(call(1, 'irn_batchSubscribe', { topics: [] }))).toEqual({
      code: -32602,
      message: 'topics: expected a list of 1 to 500 items',
    });
  });
});
