import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEvmChains } from './startEvmChains';

const fixture = fileURLToPath(new URL('./testFixtures/holdAnvils.ts', import.meta.url));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function chainIdOf(rpcUrl: string): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** Up to 15 s: a loaded machine may take seconds to reap two anvils. */
async function waitUntilGone(pids: number[]): Promise<boolean> {
  for (let i = 0; i < 300 && pids.some(isRunning); i++) await sleep(50);
  return !pids.some(isRunning);
}

/**
 * Runs the fixture in a child node process and resolves with the anvil pids it printed. Through
 * `node --import tsx`, not tsx's command: that one relays a signal to a child process of its own
 * and SIGKILLs it when it has not answered within 30 ms, so under load the fixture's own
 * handling of SIGTERM (what this test is about) would not be what ran.
 */
function runFixture(mode: 'wait' | 'exit') {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pids = new Promise<number[]>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0] ?? '[]') as number[]);
    });
    child.once('exit', () => reject(new Error(`fixture exited early: ${out}`)));
  });
  return { child, pids };
}

describe('startEvmChains', () => {
  it('starts two anvils with distinct chain ids and stops them on close', async () => {
    const chains = await startEvmChains({
      chains: [
        { chainId: 31337, name: 'Sandbox Ethereum' },
        { chainId: 31338, name: 'Sandbox Base' },
      ],
    });
    expect(new Set(chains.map((c) => c.port)).size).toBe(2);
    expect(await chainIdOf(chains[0]!.rpcUrl)).toBe('0x7a69');
    expect(await chainIdOf(chains[1]!.rpcUrl)).toBe('0x7a6a');
    await Promise.all(chains.map((c) => c.close()));
    expect(chains.map((c) => isRunning(c.pid))).toEqual([false, false]);
  });

  it('leaves no anvil behind when the owning process gets SIGTERM', async () => {
    const { child, pids } = runFixture('wait');
    const anvils = await pids;
    expect(anvils.every(isRunning)).toBe(true);
    child.kill('SIGTERM');
    expect(await waitUntilGone(anvils)).toBe(true);
  });

  it('leaves no anvil behind when the owning process exits without closing', async () => {
    const { pids } = runFixture('exit');
    const anvils = await pids.catch(() => []);
    expect(anvils).toHaveLength(2);
    expect(await waitUntilGone(anvils)).toBe(true);
  });

  it('reports a port conflict instead of hanging', async () => {
    const [first] = await startEvmChains({ chains: [{ chainId: 31337, name: 'a' }] });
    await expect(
      startEvmChains({ chains: [{ chainId: 31338, name: 'b' }], ports: [first!.port] }),
    ).rejects.toThrow(/exited during startup|did not answer/);
    await first!.close();
  });
});
