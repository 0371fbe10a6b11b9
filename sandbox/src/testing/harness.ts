import { afterAll, beforeAll } from 'vitest';
import type { SandboxOptions } from '../config';
import { type RunningSandbox, startSandbox } from '../server';

/**
 * Test infrastructure: a real sandbox on a random loopback port per test file, called over real
 * HTTP. Rate limiting is off unless a test asks for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: response bodies in tests are read loosely; the assertions check them.
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface Harness {
  readonly sandbox: RunningSandbox;
  get<T = Json>(
    path: string,
    params?: Record<string, string | number | boolean>,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** GET that must succeed; returns the envelope's `data`. */
  data<T = Json>(path: string, params?: Record<string, string | number | boolean>): Promise<T>;
  request(method: string, path: string, init?: RequestInit): Promise<Answer>;
}

export function setupSandbox(options: SandboxOptions = {}): Harness {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, rateLimit: false, ...options });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return createHarness(() => {
    if (!sandbox) throw new Error('sandbox not started');
    return sandbox;
  });
}

export function createHarness(current: () => RunningSandbox): Harness {
  const origin = () => current().baseUrl.replace(/\/v1$/, '');
  const request = async (method: string, path: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${origin()}${path}`, { method, ...init });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text, body };
  };
  const harness: Harness = {
    get sandbox() {
      return current();
    },
    async get(path, params = {}, headers = {}) {
      const query = new URLSearchParams(
        Object.entries(params).map(([k, v]) => [k, String(v)]),
      ).toString();
      return request('GET', `/v1${path}${query ? `?${query}` : ''}`, { headers }) as Promise<
        Answer<never>
      >;
    },
    async data(path, params) {
      const answer = await harness.get<{ status: string; data: never }>(path, params);
      if (answer.status !== 200)
        throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
      return answer.body.data;
    },
    request,
  };
  return harness;
}
