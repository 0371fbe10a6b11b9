/**
 * Starts the sandbox's Cosmos ledger (ledger.ts) behind its REST server, with its genesis: dev
 * accounts funded with the native coin and every token, and the pool and the bridge reserve
 * funded to pay swaps and incoming transfers.
 */
import { amountForUsd } from '../pricing';
import { COSMOS_PREFIX, sandboxCosmosAccount } from './accounts';
import { type CosmosDevAccount, cosmosDevAccount } from './keys';
import { CosmosLedger } from './ledger';
import type { PricedDenom } from './pool';
import { startRestServer } from './restServer';

const DEFAULT_COSMOS_CHAIN_ID = 'sandbox-cosmos-1';
const COSMOS_BRIDGE_CHAIN_ID = 118n;

/** Native first. USDC arrives over IBC, hence its `ibc/…` denom (the Hub's USDC trace). */
const DEFAULT_COSMOS_DENOMS: PricedDenom[] = [
  { denom: 'uatom', symbol: 'ATOM', decimals: 6, priceUsd: '7' },
  {
    denom: 'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: '1',
  },
];

export interface StartCosmosLedgerOptions {
  seed?: string | number;
  chainId?: string;
  /** The native denom first, then the tokens. */
  denoms?: PricedDenom[];
  port?: number;
  devAccountCount?: number;
  now?: () => number;
}

export interface CosmosChain {
  chainId: string;
  /** The REST API (the chain's `rpcUrls` entry in `/chains`). */
  restUrl: string;
  port: number;
  prefix: string;
  ledger: CosmosLedger;
  native: PricedDenom;
  denoms: PricedDenom[];
  devAccounts: CosmosDevAccount[];
  /** Receives same-chain swaps' input and pays their output (pool.ts). */
  pool: string;
  /** The bridge: the IBC receiver of transfers out, and the reserve that pays transfers in. */
  bridge: string;
  /** The uint256 id SandboxBridge deposits name this chain by (ATOM's SLIP-44 coin type). */
  bridgeChainId: bigint;
  close(): Promise<void>;
}

const DEV_USD = 100_000n;
const RESERVE_USD = 10_000_000n;

export async function startCosmosLedger(
  options: StartCosmosLedgerOptions = {},
): Promise<CosmosChain> {
  const chainId = options.chainId ?? DEFAULT_COSMOS_CHAIN_ID;
  const denoms = options.denoms ?? DEFAULT_COSMOS_DENOMS;
  const native = denoms[0];
  if (!native) throw new Error('the Cosmos ledger needs its native denom');
  const pool = sandboxCosmosAccount('pool');
  const bridge = sandboxCosmosAccount('bridge');
  const ledger = new CosmosLedger(
    {
      chainId,
      prefix: COSMOS_PREFIX,
      nativeDenom: native.denom,
      minGasPrice: '0.025',
      maxMemoChars: 512,
    },
    { pool: { address: pool, denoms }, ...(options.now ? { now: options.now } : {}) },
  );
  const worth = (usd: bigint) =>
    denoms.map((d) => ({ denom: d.denom, amount: amountForUsd(usd, d).toString() }));
  const devAccounts = Array.from({ length: options.devAccountCount ?? 5 }, (_, i) =>
    cosmosDevAccount(options.seed ?? 1, i),
  );
  for (const account of devAccounts) ledger.fund(account.address, worth(DEV_USD));
  ledger.fund(pool, worth(RESERVE_USD));
  ledger.fund(bridge, worth(RESERVE_USD));
  const server = await startRestServer(ledger, options.port);
  return {
    chainId,
    restUrl: server.restUrl,
    port: server.port,
    prefix: COSMOS_PREFIX,
    ledger,
    native,
    denoms,
    devAccounts,
    pool,
    bridge,
    bridgeChainId: COSMOS_BRIDGE_CHAIN_ID,
    close: () => server.close(),
  };
}
