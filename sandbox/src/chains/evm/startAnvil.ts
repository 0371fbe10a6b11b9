import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ChainStartError } from '../errors';
import { freePort } from '../freePort';
import { trackChild } from '../processCleanup';
import { anvilBinaryPath } from './anvilBinary';

export interface EvmChainConfig {
  chainId: number;
  name: string;
  /** More anvil options (the Tron ledger's fee and hardfork settings). */
  extraArgs?: string[];
}

export interface EvmChain {
  chainId: number;
  name: string;
  rpcUrl: string;
  port: number;
  /** Process id of the anvil process (gone after close()). */
  pid: number;
  close(): Promise<void>;
}

/**
 * How long a started anvil may stay silent. One that exits is reported at once, so this only
 * catches a hung one: the whole sandbox takes 3 to 4 s to start alone, but over 120 s beside a
 * second test run on two cores, and an anvil given up there would be started again, slower still.
 */
const READY_TIMEOUT_MS = 60_000;

/** Starts one anvil (automine, silent) on 127.0.0.1 and resolves once its RPC answers. */
export async function startAnvil(config: EvmChainConfig, port?: number): Promise<EvmChain> {
  const attempts = port === undefined ? 3 : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await launch(config, port ?? (await freePort()));
    } catch (error) {
      lastError = error; // most likely the free port was taken in between; pick another
    }
  }
  throw lastError;
}

async function launch(config: EvmChainConfig, port: number): Promise<EvmChain> {
  const args = [
    ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(config.chainId)],
    ...['--silent', '--accounts', '10', '--balance', '10000'],
    ...(config.extraArgs ?? []),
  ];
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  trackChild(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const rpcUrl = `http://127.0.0.1:${port}`;

  const close = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ChainStartError(`anvil for chain ${config.chainId} exited during startup`, {
        details: `port ${port}, exit ${child.exitCode ?? child.signalCode}: ${stderr.trim()}`,
      });
    }
    if (await answersChainId(rpcUrl, config.chainId)) {
      return {
        chainId: config.chainId,
        name: config.name,
        rpcUrl,
        port,
        pid: child.pid ?? -1,
        close,
      };
    }
    await sleep(50);
  }
  await close();
  throw new ChainStartError(`anvil for chain ${config.chainId} did not answer in time`, {
    details: `${rpcUrl} silent for ${READY_TIMEOUT_MS} ms: ${stderr.trim()}`,
  });
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await response.json()) as { result?: unknown };
    return body.result === `0x${chainId.toString(16)}`;
  } catch {
    return false;
  }
}
