import { request } from 'node:http';

/**
 * One HTTP request with exactly the given headers, `Host` included: `fetch` always sends the
 * URL's host, so DNS-rebinding requests (a foreign name in `Host`) need node:http.
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export function rawRequest(
  port: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON (an icon, an empty 204): keep the text
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
