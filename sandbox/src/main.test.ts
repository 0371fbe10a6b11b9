import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm run sandbox` as a process: one ready line, a working API, a clean stop. */
function runCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
    env: { ...process.env, SANDBOX_CHAINS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('sandbox CLI', () => {
  it('prints one ready line with the base URL, serves it and stops on SIGTERM', async () => {
    const cli = runCli({ SANDBOX_PORT: '0' });
    // A cold start compiles the sandbox first: two test runs side by side took over 30 s.
    const deadline = Date.now() + 120_000;
    while (!cli.out().includes('\n') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const lines = cli.out().trim().split('\n');
    expect(lines).toHaveLength(1);
    const match = /^sandbox ready (http:\/\/127\.0\.0\.1:\d+\/v1)$/.exec(lines[0]!);
    expect(match).not.toBeNull();
    const chains = await (await fetch(`${match![1]}/chains`)).json();
    expect(chains.status).toBe('success');
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  }, 180_000);
});
