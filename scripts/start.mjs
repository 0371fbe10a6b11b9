// `npm start`: the sandbox (API + local chains) and the hosted swap page on it.
import { spawn } from 'node:child_process';
import { checkInstalled, checkNode } from './preflight.mjs';

checkNode();
checkInstalled();

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const webPort = process.env.PORT ?? '5173';
const apiUrl = `http://127.0.0.1:${sandboxPort}/v1`;
const children = [];

function run(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} exited with code ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// tsx as a loader in the sandbox's own process, not its command, which SIGKILLs a child that has
// not said within 30 ms that it got a signal: a loaded machine's Ctrl-C then left the chains.
const sandbox = run(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
  SANDBOX_PORT: sandboxPort,
});
sandbox.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  process.stdout.write(`[sandbox] ${text}`);
  if (/ready/.test(text) && children.length === 1) startPage();
});

function startPage() {
  const page = run('node_modules/.bin/vite', ['--port', webPort, '--strictPort'], {
    VITE_DEFAULT_API_URL: apiUrl,
    // The sandbox's development key (SANDBOX_API_KEYS default): 200 requests a minute instead of 20.
    VITE_DEFAULT_API_KEY: process.env.VITE_DEFAULT_API_KEY ?? 'sandbox-dev-key',
    // The sandbox's real-time status channel: steps are shown done as the ledger says so.
    VITE_STATUS_CHANNEL_URL:
      process.env.VITE_STATUS_CHANNEL_URL ?? `${apiUrl.replace(/^http/, 'ws')}/status/stream`,
  });
  page.stdout.on('data', (chunk) => process.stdout.write(chunk));
  page.stdout.once('data', () => {
    console.log(
      `\nSwap page: http://127.0.0.1:${webPort}/  (API: ${apiUrl}; Ctrl-C stops everything)\n`,
    );
  });
}
