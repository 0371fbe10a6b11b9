import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningSandbox, startSandbox } from '../server';
import { walletConnectJwt } from '../testing/walletConnectJwt';
import { WALLETCONNECT_RELAY_PATH } from './relayServer';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function relayUrl(path = WALLETCONNECT_RELAY_PATH, auth = walletConnectJwt(Date.now()).jwt) {
  sandbox ??= await startSandbox({ port: 0 });
  const query = new URLSearchParams({ auth, projectId: 'p1', ua: 'wc-2/js-2.25.0/node/test' });
  return `ws://127.0.0.1:${sandbox.port}${path}?${query}`;
}

/** The HTTP status of a refused handshake, and its text. */
function refusal(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => reject(new Error('accepted')));
    socket.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
  });
}

describe('the relay on the sandbox server', () => {
  it("accepts the sign-client's URL and answers its JSON-RPC", async () => {
    const socket = new WebSocket(await relayUrl());
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(String(data))),
    );
    socket.send(
      JSON.stringify({
        id: '17',
        jsonrpc: '2.0',
        method: 'irn_subscribe',
        params: { topic: 'c'.repeat(64) },
      }),
    );
    expect(JSON.parse(await answer)).toMatchObject({
      id: '17',
      jsonrpc: '2.0',
      result: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    socket.close();
  });

  it('refuses other paths, foreign pages and connections without a valid JWT', async () => {
    expect(await refusal(await relayUrl('/__sandbox/other'))).toEqual({
      status: 404,
      text: 'No WebSocket at /__sandbox/other',
    });
    expect((await refusal(await relayUrl(), { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await refusal(await relayUrl(WALLETCONNECT_RELAY_PATH, 'not-a-jwt'))).toEqual({
      status: 401,
      text: 'auth: not a JWT',
    });
  });

  it('closes its connections when the sandbox stops', async () => {
    const socket = new WebSocket(await relayUrl());
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await sandbox!.close();
    sandbox = undefined;
    await closed;
  });
});
