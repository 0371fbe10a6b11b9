/**
 * Every on-chain address the sandbox uses, in ONE place, so the chains engineer's real deployment
 * can replace them (pass `deployment` to `startSandbox`, or `SANDBOX_DEPLOYMENT` as JSON).
 *
 * EVM defaults are the addresses a fresh anvil gives to contracts deployed by the chains' deployer
 * (anvil account 9, 0xa0Ee…9720; sandbox/src/chains/evm/deploy.ts) at nonces 0..9, in this order:
 * the tokens of `EVM_DEPLOY_ORDER` (USDC, USDT, WETH, WBTC, DAI, SCAM), then Router, then Bridge,
 * then Settlement, then BatchExecutor.
 * Deploying in that order on a fresh node therefore needs no override. Both EVM chains use the
 * same order, hence the same addresses.
 *
 * Solana defaults are public keys of `Keypair.fromSeed(sha256('sandbox:solana:<name>'))`; on a
 * LiteSVM ledger any address can hold a mint (`setAccount`). Tron defaults are the base58 of what
 * the same deployer's nonces 0..4 give on the Tron ledger's fresh anvil (chains/tron/): the
 * tokens of `TRON_DEPLOY_ORDER`, then Router, then Bridge. Cosmos needs no deployment: the Cosmos
 * ledger takes the catalog's denoms as they are (withChains.ts).
 */

export const EVM_DEPLOY_ORDER = ['USDC', 'USDT', 'WETH', 'WBTC', 'DAI', 'SCAM'] as const;
type EvmTokenSymbol = (typeof EVM_DEPLOY_ORDER)[number];
/** Order of the Solana mints after native SOL in the catalog (and when the ledger creates them). */
export const SOL_DEPLOY_ORDER = ['USDC', 'USDT', 'WBTC', 'BONK', 'SCAM'] as const;
type SolTokenSymbol = (typeof SOL_DEPLOY_ORDER)[number];

/** Order of the Tron ledger's TRC-20s after TRX in the catalog (and when the ledger deploys them). */
export const TRON_DEPLOY_ORDER = ['USDT', 'USDC', 'SCAM'] as const;
type TronTokenSymbol = (typeof TRON_DEPLOY_ORDER)[number];

interface TronDeployment {
  /** Base58 (`T…`) TRC-20 addresses. */
  tokens: Record<TronTokenSymbol, string>;
  router: string;
  bridge: string;
}

interface EvmDeployment {
  tokens: Record<EvmTokenSymbol, `0x${string}`>;
  /** Implements `sandboxRouterAbi` (abis.ts). */
  router: `0x${string}`;
  /** Implements `sandboxBridgeAbi` (abis.ts). */
  bridge: `0x${string}`;
  /** SandboxSettlement: the verifying contract of gasless orders (payloads/order.ts). */
  settlement: `0x${string}`;
  /** SandboxBatchExecutor: what the phone wallet's smart account delegates to (EIP-7702). */
  batchExecutor: `0x${string}`;
}

interface SolDeployment {
  mints: Record<SolTokenSymbol, string>;
  /** Owner of the pools' token accounts: swaps and bridges pay the input here. */
  vault: string;
  /** Lookup tables named in lite payloads (the chains engineer creates them on the ledger). */
  lookupTables: { galaxy: string; okapi: string };
}

export interface Deployment {
  evm: Record<string, EvmDeployment>;
  sol: SolDeployment;
  tron: TronDeployment;
}

const anvilContracts: EvmDeployment = {
  tokens: {
    USDC: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    USDT: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
    WETH: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
    WBTC: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
    DAI: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
    SCAM: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  },
  router: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
  bridge: '0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E',
  settlement: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
  batchExecutor: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
};

export const DEFAULT_DEPLOYMENT: Deployment = {
  evm: { '31337': anvilContracts, '31338': anvilContracts },
  sol: {
    mints: {
      USDC: '7rG3ZJFaxMbqjs8oePDLc51Q8YpWgbYkBi3XBPUUvQUw',
      USDT: 'B2PcJBW1zAeWmSNps3JrVAHgAybSF1E5qgbRBPqnjsq6',
      WBTC: '8HJj5w3aHsekLfrEfQaJRHJtHyTxdU4UVxuZUHbt76RH',
      BONK: '2TwUhdkYHPwYEA8pAvnYVgkniLLBfE5Y9rzhXNvCFuiB',
      SCAM: '4jgVDkmGjDMSfK2Js1npa9VBaEYoTfFdA7HWx75pT6SK',
    },
    vault: 'G6YjAkA1fDGHceipJpekQJ5y7YVQGSDY6M8Yd9iVHP3d',
    lookupTables: {
      galaxy: 'JACpLd9DpHN6b2yzVFPLyGh7xscWqdNNA6nUj2M4tLWo',
      okapi: '25uaR3RNAuaanEucfvqubo7thCBXZkP8SdRy2gyzriNe',
    },
  },
  tron: {
    tokens: {
      USDT: 'TLBeMi7NQkKVvLbGLHArkb3V17TrWTuNYq',
      USDC: 'TQgPfEYqmdJCtYMcgt9dtCYi6ygeieHhsh',
      SCAM: 'TSAJYSpLt5UPdr2r9hVoWSF3SAZdNCXdAG',
    },
    router: 'TNp9zadN1eEMNVF6M77fczyUY61f27qnvv',
    bridge: 'TWYQsB27L5B8nseDD6DA6ZQAquM6RuL6nT',
  },
};

/** A partial override, merged per field onto the defaults. */
export interface DeploymentOverride {
  evm?: Record<
    string,
    Partial<Omit<EvmDeployment, 'tokens'>> & { tokens?: Partial<EvmDeployment['tokens']> }
  >;
  sol?: Partial<Omit<SolDeployment, 'mints' | 'lookupTables'>> & {
    mints?: Partial<SolDeployment['mints']>;
    lookupTables?: Partial<SolDeployment['lookupTables']>;
  };
  tron?: Partial<Omit<TronDeployment, 'tokens'>> & { tokens?: Partial<TronDeployment['tokens']> };
}

export function mergeDeployment(override: DeploymentOverride = {}): Deployment {
  const evm: Record<string, EvmDeployment> = {};
  for (const [chainId, base] of Object.entries(DEFAULT_DEPLOYMENT.evm)) {
    const o = override.evm?.[chainId] ?? {};
    evm[chainId] = {
      router: o.router ?? base.router,
      bridge: o.bridge ?? base.bridge,
      settlement: o.settlement ?? base.settlement,
      batchExecutor: o.batchExecutor ?? base.batchExecutor,
      tokens: { ...base.tokens, ...definedOnly(o.tokens) },
    };
  }
  const s = override.sol ?? {};
  return {
    evm,
    sol: {
      vault: s.vault ?? DEFAULT_DEPLOYMENT.sol.vault,
      mints: { ...DEFAULT_DEPLOYMENT.sol.mints, ...definedOnly(s.mints) },
      lookupTables: { ...DEFAULT_DEPLOYMENT.sol.lookupTables, ...definedOnly(s.lookupTables) },
    },
    tron: {
      router: override.tron?.router ?? DEFAULT_DEPLOYMENT.tron.router,
      bridge: override.tron?.bridge ?? DEFAULT_DEPLOYMENT.tron.bridge,
      tokens: { ...DEFAULT_DEPLOYMENT.tron.tokens, ...definedOnly(override.tron?.tokens) },
    },
  };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
