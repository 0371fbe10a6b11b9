import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { EVM_USER, quoteParams, T } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';

let now = 1_800_000_000_000;
const api = setupSandbox({
  now: () => now,
  timelineMsPerSecond: 10,
  statusChannel: { intervalMs: 20, heartbeatMs: 50 },
});
const HASH = `0x${'ab'.repeat(32)}`;

afterEach(async () => {
  await api.request('DELETE', '/__sandbox/faults');
});

async function step() {
  const { quotes } = await api.data('/quotes', {
    ...quoteParams(T.eth, T.usdc, EVM_USER),
    include: 'sandswap',
  });
  const { steps } = await api.data('/createTx', { routeId: quotes[0].routeId });
  return { routeId: quotes[0].routeId as string, step: (steps as Json[])[0] };
}

/** A client of the channel that keeps every message it hears and how the socket ended. */
async function connect() {
  const url = `${api.sandbox.baseUrl.replace(/^http/, 'ws')}/status/stream`;
  const socket = new WebSocket(url);
  const messages: Json[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (test: (m: Json) => boolean, timeoutMs = 5_000) => {
    const started = Date.now();
    for (;;) {
      const found = messages.find(test);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error('no such message');
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { socket, messages, closed, next, send: (m: unknown) => socket.send(JSON.stringify(m)) };
}

describe('the status channel (ws …/v1/status/stream)', () => {
  it('pushes the step status GET /status gives, as it changes, until it is final', async () => {
    const { routeId, step: s } = await step();
    const client = await connect();
    client.send({ type: 'subscribe', id: 'a', routeId, stepId: s.stepId, txnHash: HASH });
    const first = await client.next((m) => m.type === 'status');
    expect(first).toEqual({
      type: 'status',
      id: 'a',
      body: {
        status: 'success',
        data: await api.data('/status', { routeId, stepId: s.stepId, txnHash: HASH }),
      },
    });
    expect(first.body.data.status).toBe('in-progress');
    now += s.estimatedTimeInSeconds * 10;
    const done = await client.next((m) => m.type === 'status' && m.body.data.status === 'success');
    expect(done.body.data).toMatchObject({ routeId, stepId: s.stepId, srcTxnHash: HASH });
    // Nothing after the final status but heartbeats.
    await client.next(
      (m) => m.type === 'heartbeat' && client.messages.indexOf(m) > client.messages.indexOf(done),
    );
    expect(client.messages.filter((m) => m.type === 'status')).toHaveLength(2);
    client.socket.close();
  });

  it('ends a subscription GET /status would refuse with its error, and refuses other talk', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', id: 'x', routeId: 'no-such-route', stepId: 's' });
    const error = await client.next((m) => m.type === 'error');
    expect(error).toMatchObject({
      id: 'x',
      body: { status: 'error', error: { code: 'NOT_FOUND' } },
    });
    client.send({ type: 'subscribe', id: 'y', routeId: 'r', stepId: 's', extra: 1 });
    expect(await client.closed).toEqual({ code: 1008, reason: 'extra: unknown field' });
  });

  it('misbehaves as the statusChannel fault says: drop, silent, forged', async () => {
    const { routeId, step: s } = await step();
    const subscribe = { type: 'subscribe', id: 'a', routeId, stepId: s.stepId, txnHash: HASH };

    await api.request('PUT', '/__sandbox/faults', {
      body: JSON.stringify({ statusChannel: 'drop' }),
    });
    const dropped = await connect();
    dropped.send(subscribe);
    expect((await dropped.closed).code).toBe(1006);
    expect(dropped.messages.filter((m) => m.type === 'status')).toHaveLength(1);

    await api.request('PUT', '/__sandbox/faults', {
      body: JSON.stringify({ statusChannel: 'forged' }),
    });
    const forged = await connect();
    forged.send(subscribe);
    const lie = await forged.next((m) => m.type === 'status');
    expect(lie.body.data).toMatchObject({ stepId: `${s.stepId}-other`, status: 'success' });
    forged.socket.close();

    await api.request('PUT', '/__sandbox/faults', {
      body: JSON.stringify({ statusChannel: 'silent' }),
    });
    const silent = await connect();
    silent.send(subscribe);
    await new Promise((r) => setTimeout(r, 300)); // six heartbeats' time
    expect(silent.messages).toEqual([]);
    silent.socket.close();
  });
});
