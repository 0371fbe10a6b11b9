import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Two `npm run sandbox` processes with their chains, side by side (issue 3, "Running beside
 * itself"): each prints its ready line, `/chains` reports its own anvils and Tron ledger, and a
 * SIGTERM stops each one with its anvils. The first is given its chain ports through the
 * environment.
 */
const children: Array<{ child: ChildProcess; port: number; exited: Promise<number | null> }> = [];
// SIGTERM, not SIGKILL: the sandbox stops its anvils. It runs in node with tsx as its loader, not
// behind tsx's command, which SIGKILLs a child that has not said within 30 ms that it got the
// signal: on a loaded machine the sandbox then exited 143 and left its anvils. Whatever still
// runs afterwards (a failed run) is killed by its environment, so no test leaves a chain behind.
afterAll(async () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.race([
    Promise.all(children.map((c) => c.exited)),
    new Promise((r) => setTimeout(r, 5_000)),
  ]);
  for (const { port } of children) for (const pid of anvilPids(port)) process.kill(pid, 'SIGKILL');
});

/** How long a sandbox may take to say it is ready (the test's own limit is a minute more). */
const READY_WITHIN_MS = 300_000;

/**
 * A free port below the kernel's ephemeral range (32768 and up): a sandbox listens on what it is
 * given only once its chains are up, over 90 s later on a loaded machine, and a port taken from
 * that range (`listen(0)`) was meanwhile taken by an outgoing connection of a second run beside
 * this one (EADDRINUSE). The e2e's fixed ports lie below 20000.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function start(port: number, env: Record<string, string> = {}) {
  env.SANDBOX_PORT = String(port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
    env: { ...process.env, SANDBOX_CHAINS: 'on', SANDBOX_RATE_LIMIT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  children.push({ child, port, exited });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const ready = (async () => {
    // Alone on this machine both are ready in ~5 s; two of them with four anvils on a busy
    // 2-core runner took over 25 s, and beside a second test run 73 s in one run and over 150 s
    // in the other (each sandbox needs about 5 s of CPU to start, and two whole runs share the
    // cores). Only a sandbox that never says ready fails this.
    const started = Date.now();
    const deadline = started + READY_WITHIN_MS;
    while (!stdout.includes('\n')) {
      if (Date.now() > deadline || child.exitCode !== null) {
        const after = `${Math.round((Date.now() - started) / 1000)} s`;
        throw new Error(`no ready line after ${after}; stdout ${stdout}; stderr ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const match = /^sandbox ready (http:\/\/127\.0\.0\.1:\d+\/v1)\n$/.exec(stdout);
    if (!match) throw new Error(`unexpected output: ${stdout}`);
    return match[1]!;
  })();
  return { child, exited, ready };
}

async function evmRpcUrls(baseUrl: string): Promise<string[]> {
  const body = await (await fetch(`${baseUrl}/chains`)).json();
  const chains = body.data as Array<{ chainId: string; rpcUrls: string[] }>;
  return ['31337', '31338'].map((id) => chains.find((c) => c.chainId === id)!.rpcUrls[0]!);
}

async function tronApiUrl(baseUrl: string): Promise<string> {
  const body = await (await fetch(`${baseUrl}/chains`)).json();
  const chains = body.data as Array<{ networkType: string; rpcUrls: string[] }>;
  return chains.find((c) => c.networkType === 'tron')!.rpcUrls[0]!;
}

async function chainIdAt(rpcUrl: string): Promise<string> {
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  return ((await answer.json()) as { result: string }).result;
}

/** Running anvils started by the sandbox on `sandboxPort` (they inherit its environment). */
function anvilPids(sandboxPort: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.split('\0')[0]?.endsWith('/anvil')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`SANDBOX_PORT=${sandboxPort}`) && isRunning(Number(entry))) {
        pids.push(Number(entry));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Gone, or a zombie waiting for a reaper (it no longer runs or holds its port). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('two sandboxes with chains side by side', () => {
  it('each is ready on its own port with its own anvils, and SIGTERM stops them', async () => {
    const [portA, portB, evmA1, evmA2, tronA] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    const a = start(portA!, {
      SANDBOX_EVM_PORTS: `${evmA1},${evmA2}`,
      SANDBOX_TRON_PORT: String(tronA),
    });
    const b = start(portB!);
    const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
    expect(urlA).toBe(`http://127.0.0.1:${portA}/v1`);
    expect(urlB).toBe(`http://127.0.0.1:${portB}/v1`);

    const [rpcA, rpcB] = await Promise.all([evmRpcUrls(urlA), evmRpcUrls(urlB)]);
    expect(rpcA).toEqual([`http://127.0.0.1:${evmA1}`, `http://127.0.0.1:${evmA2}`]);
    expect(new Set([...rpcA, ...rpcB]).size).toBe(4);
    const ids = await Promise.all([...rpcA, ...rpcB].map(chainIdAt));
    expect(ids).toEqual(['0x7a69', '0x7a6a', '0x7a69', '0x7a6a']);

    // Each has its own Tron ledger too (a third anvil behind its HTTP API).
    const [tronUrlA, tronUrlB] = await Promise.all([tronApiUrl(urlA), tronApiUrl(urlB)]);
    expect(tronUrlA).toBe(`http://127.0.0.1:${tronA}`);
    expect(tronUrlB).not.toBe(tronUrlA);
    for (const url of [tronUrlA, tronUrlB]) {
      const block = await (await fetch(`${url}/wallet/getnowblock`, { method: 'POST' })).json();
      expect(block.blockID).toMatch(/^[0-9a-f]{64}$/);
    }

    const pids = [portA!, portB!].flatMap(anvilPids);
    expect(pids).toHaveLength(6);

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    expect(pids.filter(isRunning)).toEqual([]);
  }, 360_000);
});
