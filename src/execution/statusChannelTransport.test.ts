import { describe, expect, it, vi } from 'vitest';
import type { StatusResult } from '../api/types';
import { channelStatusTransport, type StatusSocket } from './statusChannelTransport';
import type { StatusTransport } from './statusTransport';

/** A socket the test drives: what the widget sent, and the server's side of it. */
function fakeSocket() {
  const listeners = new Map<string, Array<(event: { data: unknown }) => void>>();
  const sent: unknown[] = [];
  let closed = false;
  const socket: StatusSocket = {
    send: (data) => sent.push(JSON.parse(data)),
    close: () => {
      closed = true;
    },
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  const emit = (type: string, data?: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener({ data });
  };
  return {
    socket,
    sent,
    isClosed: () => closed,
    open: () => emit('open'),
    frame: (value: unknown) =>
      emit('message', typeof value === 'string' ? value : JSON.stringify(value)),
    drop: () => emit('close'),
  };
}

const ARGS = { routeId: 'r1', stepId: 's1', txnHash: '0xabc', estimatedSeconds: 30 };
const statusFrame = (status: string, over: Record<string, unknown> = {}) => ({
  type: 'status',
  id: 'step',
  body: { status: 'success', data: { routeId: 'r1', stepId: 's1', status, ...over } },
});

function pollingThat(answers: string) {
  const follow = vi.fn<StatusTransport['follow']>(async ({ onUpdate }) => {
    const status = { routeId: 'r1', stepId: 's1', status: answers } as StatusResult;
    onUpdate(status);
    return status;
  });
  return { follow };
}

function setUp(silenceMs = 10_000) {
  const server = fakeSocket();
  const fallback = pollingThat('success');
  const transport = channelStatusTransport({
    channel: { url: 'wss://api.example/v1/status/stream', apiKey: 'k' },
    fallback,
    openSocket: () => server.socket,
    silenceMs,
  });
  const updates: string[] = [];
  const follow = (signal?: AbortSignal) =>
    transport.follow({ ...ARGS, onUpdate: (s) => updates.push(s.status), signal });
  return { server, fallback, follow, updates };
}

describe('following a step over the status channel', () => {
  it('subscribes with the step and the key, shows each pushed status, and ends on the final one', async () => {
    const { server, fallback, follow, updates } = setUp();
    const done = follow();
    server.open();
    expect(server.sent).toEqual([
      { type: 'subscribe', id: 'step', routeId: 'r1', stepId: 's1', txnHash: '0xabc', apiKey: 'k' },
    ]);
    server.frame(statusFrame('in-progress'));
    server.frame({ type: 'heartbeat' });
    server.frame(statusFrame('success', { outputAmount: '42' }));
    const final = await done;
    expect(final.outputAmount).toBe(42n);
    expect(updates).toEqual(['in-progress', 'success']);
    expect(fallback.follow).not.toHaveBeenCalled();
    expect(server.isClosed()).toBe(true);
  });

  it.each([
    ['the channel drops in the middle of the step', (s: ReturnType<typeof fakeSocket>) => s.drop()],
    ['a frame is not the shape', (s: ReturnType<typeof fakeSocket>) => s.frame('{"type":"status"')],
    [
      'a frame claims another step is done',
      (s: ReturnType<typeof fakeSocket>) => s.frame(statusFrame('success', { stepId: 's2' })),
    ],
    [
      'the service answers with an error frame',
      (s: ReturnType<typeof fakeSocket>) =>
        s.frame({
          type: 'error',
          id: 'step',
          body: { status: 'error', error: { code: 'NOT_FOUND' } },
        }),
    ],
  ])('falls back to polling when %s', async (_, fail) => {
    const { server, fallback, follow, updates } = setUp();
    const done = follow();
    server.open();
    server.frame(statusFrame('in-progress'));
    fail(server);
    expect((await done).status).toBe('success');
    expect(fallback.follow).toHaveBeenCalledTimes(1);
    // What the channel said of this step stands; nothing it said of another was shown.
    expect(updates).toEqual(['in-progress', 'success']);
    expect(server.isClosed()).toBe(true);
  });

  it('falls back to polling when the channel stays silent, heartbeats included', async () => {
    const { server, fallback, follow } = setUp(30);
    const done = follow();
    server.open();
    expect((await done).status).toBe('success');
    expect(fallback.follow).toHaveBeenCalledTimes(1);
  });

  it('polls when the socket cannot even be made', async () => {
    const fallback = pollingThat('failed');
    const transport = channelStatusTransport({
      channel: { url: 'wss://api.example/v1/status/stream' },
      fallback,
      openSocket: () => {
        throw new DOMException('refused by the page policy', 'SecurityError');
      },
    });
    expect((await transport.follow({ ...ARGS, onUpdate: () => {} })).status).toBe('failed');
  });

  it('stops when the run is aborted: the socket closed, no polling', async () => {
    const { server, fallback, follow } = setUp();
    const controller = new AbortController();
    const done = follow(controller.signal);
    server.open();
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(done).rejects.toThrow('left');
    expect(server.isClosed()).toBe(true);
    expect(fallback.follow).not.toHaveBeenCalled();
  });
});
