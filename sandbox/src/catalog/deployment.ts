/**
 * Every on-chain address the sandbox uses, in ONE place, so the chains engineer's real deployment
 * can replace them (pass `deployment` to `startSandbox`, or `SANDBOX_DEPLOYMENT` as JSON).
 *
 * EVM defaults are the addresses a fresh anvil gives to contracts deployed by its account 0
 * (0xf39F…2266) at nonces 0..7, in this order: USDC, USDT, WETH, WBTC, DAI, SCAM, Router, Bridge.
 * Deploying in that order on a fresh node therefore needs no override. Both EVM chains use the
 * same order, hence the same addresses.
 *
 * Solana defaults are public keys of `Keypair.fromSeed(sha256('sandbox:solana:<name>'))`; on a
 * LiteSVM ledger any address can hold a mint (`setAccount`). Tron and Cosmos have no local ledger:
 * their addresses only need to be well formed.
 */

export type EvmTokenSymbol = 'USDC' | 'USDT' | 'WETH' | 'WBTC' | 'DAI' | 'SCAM';
export type SolTokenSymbol = 'USDC' | 'USDT' | 'WBTC' | 'BONK' | 'SCAM';

export interface EvmDeployment {
  tokens: Record<EvmTokenSymbol, `0x${string}`>;
  /** Implements `sandboxRouterAbi` (abis.ts). */
  router: `0x${string}`;
  /** Implements `sandboxBridgeAbi` (abis.ts). */
  bridge: `0x${string}`;
}

export interface SolDeployment {
  mints: Record<SolTokenSymbol, string>;
  /** Owner of the pools' token accounts: swaps and bridges pay the input here. */
  vault: string;
  /** Lookup tables named in lite payloads (the chains engineer creates them on the ledger). */
  lookupTables: { galaxy: string; okapi: string };
}

export interface Deployment {
  evm: Record<string, EvmDeployment>;
  sol: SolDeployment;
  tron: { router: string; bridge: string };
}

const anvilContracts: EvmDeployment = {
  tokens: {
    USDC: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    USDT: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    WETH: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    WBTC: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    DAI: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    SCAM: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  },
  router: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  bridge: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
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
    router: 'THmBVx7rpKGhZCg9xw8vcoKwYQUWK6iCVT',
    bridge: 'TGPAsEJQpPJ2TJZ7cFQcuB2XhYG7aa3XyZ',
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
}

export function mergeDeployment(override: DeploymentOverride = {}): Deployment {
  const evm: Record<string, EvmDeployment> = {};
  for (const [chainId, base] of Object.entries(DEFAULT_DEPLOYMENT.evm)) {
    const o = override.evm?.[chainId] ?? {};
    evm[chainId] = {
      router: o.router ?? base.router,
      bridge: o.bridge ?? base.bridge,
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
    tron: DEFAULT_DEPLOYMENT.tron,
  };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
