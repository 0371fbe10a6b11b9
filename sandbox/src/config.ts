import type { DeploymentOverride } from './catalog/deployment';
import type { RefBlock } from './chains/tron/blocks';
import type { DevAccounts } from './devAccounts';
import { type FaultConfig, NO_FAULTS, parseFaultConfig } from './faults';
import type { OrderFiller } from './orders/orderDesk';
import type { StatusSource } from './status/statusSource';
import type { StatusChannelOptions } from './statusChannel/statusChannel';

/** Everything a sandbox can be told. `startSandbox` takes these; `main.ts` reads them from env. */
export interface SandboxOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Seeds ids, spreads, dev keys and fault dice. Default '1'. */
  seed?: string;
  /** Valid `x-api-key` values. Default ['sandbox-dev-key']. */
  apiKeys?: string[];
  /** docs/routing-api.md §8 limits; on by default. */
  rateLimit?: boolean;
  /** Initial fault injection; changed at run time through `/__sandbox/faults`. */
  faults?: FaultConfig;
  /** RPC URLs per chain id, as served by `/chains` (the chains engineer provides them). */
  rpcUrls?: Record<string, string[]>;
  /** Deployed addresses replacing the defaults of catalog/deployment.ts. */
  deployment?: DeploymentOverride;
  /** Quote time to live, seconds (the route's `deadline`). Default 60. */
  quoteTtlSeconds?: number;
  /** The clock (tests move it to expire quotes). */
  now?: () => number;
  /** The truth for `/status`; default: a timeline (status/timeline.ts). */
  statusSource?: StatusSource;
  /** The status channel's pace (statusChannel/statusChannel.ts); tests quicken its heartbeat. */
  statusChannel?: StatusChannelOptions;
  /** Fills gasless orders (`POST /submit`); default: simulated (orders/orderDesk.ts), the
   * running chains give their solver. */
  orderFiller?: OrderFiller;
  /**
   * Applies what a fault configuration asks of the chains (`holdMining`), before it is taken; a
   * refusal (an unknown chain) leaves the faults as they were. Without it such faults are refused.
   */
  applyChainFaults?: (config: FaultConfig) => Promise<void>;
  /** Recent blockhash for Solana transactions; default: a deterministic fake one. */
  solanaBlockhash?: () => Promise<string> | string;
  /** The Tron block transactions refer to (the ledger's latest); default: a deterministic fake one. */
  tronRefBlock?: () => Promise<RefBlock> | RefBlock;
  /** How long the timeline keeps a step in progress, as ms per estimated second. Default 3. */
  timelineMsPerSecond?: number;
  /** The keys `/__sandbox/accounts` hands out; default: anvil's accounts and seed-derived Solana
   * keys (the running chains supply their funded ones). */
  devAccounts?: () => DevAccounts | Promise<DevAccounts>;
  /** RPC ports of the local chains (withChains.ts): one per EVM chain, Solana's, the Tron
   * ledger's HTTP API and the Cosmos ledger's REST API. Default: free ports. */
  chainPorts?: { evm?: number[]; solana?: number; tron?: number; cosmos?: number };
  /**
   * What the approvals `/nextTx` hands out approve: `unlimited` (2^256-1, as the live service's
   * own example does; the default) or `exact` (the input of the step they unlock).
   */
  approvals?: ApprovalMode;
}

type ApprovalMode = 'exact' | 'unlimited';

/** The sandbox's EVM chains (31337, 31338; chains/index.ts DEFAULT_EVM_CHAINS). */
const EVM_CHAIN_COUNT = 2;

export interface ResolvedConfig {
  port: number;
  host: string;
  seed: string;
  apiKeys: string[];
  rateLimit: boolean;
  faults: FaultConfig;
  rpcUrls: Record<string, string[]>;
  deployment: DeploymentOverride;
  quoteTtlSeconds: number;
  now: () => number;
  timelineMsPerSecond: number;
  approvals: ApprovalMode;
}

export function resolveConfig(o: SandboxOptions): ResolvedConfig {
  return {
    port: o.port ?? 8787,
    host: o.host ?? '127.0.0.1',
    seed: o.seed ?? '1',
    apiKeys: o.apiKeys ?? ['sandbox-dev-key'],
    rateLimit: o.rateLimit ?? true,
    faults: o.faults ?? NO_FAULTS,
    rpcUrls: o.rpcUrls ?? {},
    deployment: o.deployment ?? {},
    quoteTtlSeconds: o.quoteTtlSeconds ?? 60,
    now: o.now ?? Date.now,
    timelineMsPerSecond: o.timelineMsPerSecond ?? 3,
    approvals: o.approvals ?? 'unlimited',
  };
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

function parseJsonVar(env: NodeJS.ProcessEnv, name: string): unknown {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ConfigError(name, 'is not valid JSON');
  }
}

function portOf(variable: string, text: string): number {
  const port = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(variable, `"${text.trim()}" is not a port number (1-65535)`);
  }
  return port;
}

/** Reads the documented environment variables (sandbox/README.md). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SandboxOptions {
  const options: SandboxOptions = {};
  if (env.SANDBOX_PORT) {
    const port = Number(env.SANDBOX_PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new ConfigError('SANDBOX_PORT', 'must be a port number');
    }
    options.port = port;
  }
  if (env.SANDBOX_SEED) options.seed = env.SANDBOX_SEED;
  if (env.SANDBOX_API_KEYS !== undefined) {
    options.apiKeys = env.SANDBOX_API_KEYS.split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '');
  }
  if (env.SANDBOX_RATE_LIMIT !== undefined) {
    options.rateLimit = !['off', 'false', '0'].includes(env.SANDBOX_RATE_LIMIT.toLowerCase());
  }
  if (env.SANDBOX_QUOTE_TTL) {
    const ttl = Number(env.SANDBOX_QUOTE_TTL);
    if (!(ttl > 0)) throw new ConfigError('SANDBOX_QUOTE_TTL', 'must be a positive number');
    options.quoteTtlSeconds = ttl;
  }
  const approvals = env.SANDBOX_APPROVALS?.trim().toLowerCase();
  if (approvals) {
    if (approvals !== 'exact' && approvals !== 'unlimited') {
      throw new ConfigError('SANDBOX_APPROVALS', 'must be "exact" or "unlimited"');
    }
    options.approvals = approvals;
  }
  const faults = parseJsonVar(env, 'SANDBOX_FAULTS');
  if (faults !== undefined) {
    try {
      options.faults = parseFaultConfig(faults);
    } catch (e) {
      throw new ConfigError('SANDBOX_FAULTS', (e as Error).message);
    }
  }
  const rpcUrls = parseJsonVar(env, 'SANDBOX_RPC_URLS');
  if (rpcUrls !== undefined) options.rpcUrls = rpcUrls as Record<string, string[]>;
  const deployment = parseJsonVar(env, 'SANDBOX_DEPLOYMENT');
  if (deployment !== undefined) options.deployment = deployment as DeploymentOverride;
  const chainPorts: NonNullable<SandboxOptions['chainPorts']> = {};
  if (env.SANDBOX_EVM_PORTS?.trim()) {
    const ports = env.SANDBOX_EVM_PORTS.split(',').map((p) => portOf('SANDBOX_EVM_PORTS', p));
    if (ports.length !== EVM_CHAIN_COUNT) {
      throw new ConfigError(
        'SANDBOX_EVM_PORTS',
        `needs ${EVM_CHAIN_COUNT} ports, one per EVM chain`,
      );
    }
    if (new Set(ports).size !== ports.length) {
      throw new ConfigError('SANDBOX_EVM_PORTS', 'ports must differ');
    }
    chainPorts.evm = ports;
  }
  if (env.SANDBOX_SOLANA_PORT?.trim()) {
    chainPorts.solana = portOf('SANDBOX_SOLANA_PORT', env.SANDBOX_SOLANA_PORT);
  }
  if (env.SANDBOX_TRON_PORT?.trim()) {
    chainPorts.tron = portOf('SANDBOX_TRON_PORT', env.SANDBOX_TRON_PORT);
  }
  if (env.SANDBOX_COSMOS_PORT?.trim()) {
    chainPorts.cosmos = portOf('SANDBOX_COSMOS_PORT', env.SANDBOX_COSMOS_PORT);
  }
  if (Object.keys(chainPorts).length > 0) options.chainPorts = chainPorts;
  return options;
}
