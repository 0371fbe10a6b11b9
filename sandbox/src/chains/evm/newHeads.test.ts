import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { eventually } from '../../../../src/test/eventually';
import { keepSubscribedToNewHeads } from './newHeads';

/** A node that confirms `eth_subscribe` and announces one block, then drops the first socket. */
async function flakyNode(): Promise<{ url: string; connections: () => number; close(): void }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    const first = connections === 1;
    socket.on('message', () => {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' }));
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: {} }));
      if (first) socket.close();
    });
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => server.close(),
  };
}

describe('keepSubscribedToNewHeads', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('subscribes again after the socket is dropped, and stops once closed', async () => {
    const node = await flakyNode();
    cleanups.push(node.close);
    const events: string[] = [];
    const watcher = keepSubscribedToNewHeads(
      node.url,
      {
        onSubscribed: () => events.push('subscribed'),
        onBlock: () => events.push('block'),
        onLost: () => events.push('lost'),
      },
      20,
    );
    cleanups.push(watcher.close);
    await eventually(() => expect(events.filter((e) => e === 'subscribed')).toHaveLength(2));
    expect(events.slice(0, 3)).toEqual(['subscribed', 'block', 'lost']);
    await eventually(() => expect(events.at(-1)).toBe('block'));

    watcher.close();
    const after = node.connections();
    // Five retry intervals: a watcher that still retried after close would have reconnected.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(node.connections()).toBe(after);
    expect(events.filter((e) => e === 'lost')).toHaveLength(1);
  });
});
