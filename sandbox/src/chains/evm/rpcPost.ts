import { Agent, request } from 'node:http';

/**
 * POSTs a JSON body to a local RPC (the anvils) over kept-alive node:http connections. The
 * sandbox asks its anvils several times a second (the relayer's head polls, `/status` and the
 * status channel's receipts): undici's `fetch` cost about 1 ms of CPU a call there, this about a
 * sixth of it. Free sockets are unref'd by the agent, so they keep no process alive.
 */
const agent = new Agent({ keepAlive: true });

export interface RpcPostResponse {
  status: number;
  text: string;
}

/** Raised when the RPC stays silent for `timeoutMs`. */
export class RpcPostTimeoutError extends Error {
  override name = 'RpcPostTimeoutError';
}

export function rpcPost(url: string, body: string, timeoutMs = 10_000): Promise<RpcPostResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new RpcPostTimeoutError(`${url} silent for ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}
