/**
 * Starts the Tron ledger: a third anvil (Tron's VM runs EVM bytecode) with the sandbox's router,
 * bridge and tokens deployed as on the EVM chains (TRC-20s are ERC-20s), its native coin TRX with
 * 6 decimals (1 sun = 1 wei, so `call_value` and balances need no conversion), the development
 * accounts funded with TRX and every token, and the full-node HTTP API in front of it.
 */
import { deployEvmContracts, type EvmDeployment } from '../evm/deploy';
import { startAnvil } from '../evm/startAnvil';
import { amountForUsd } from '../pricing';
import type { NativeSpec, TokenSpec } from '../tokenSpecs';
import { anvilRpc } from './anvilRpc';
import { TRON_LEDGER_CHAIN_ID } from './blocks';
import { type TronDevAccount, tronDevAccounts } from './devAccounts';
import { startTronHttpServer } from './httpServer';
import { TronLedger } from './ledger';

const SANDBOX_TRON_CHAIN = { chainId: TRON_LEDGER_CHAIN_ID, name: 'Sandbox Tron' };

/** Free bandwidth aside, fees are burnt TRX; user calls carry no gas price of their own. */
const ANVIL_ARGS = [
  ...['--hardfork', 'cancun', '--base-fee', '0', '--gas-price', '0'],
  ...['--disable-min-priority-fee', '--auto-impersonate'],
];

export interface StartTronOptions {
  tokens: TokenSpec[];
  native: NativeSpec;
  /** HTTP API port; default a free one. */
  port?: number;
  /** Port of the anvil behind it; default a free one. */
  anvilPort?: number;
  /** Unix ms, for expirations; default the wall clock. */
  now?: () => number;
  devAccountCount?: number;
  /** USD worth of TRX and of each token per development account (default 100,000). */
  devUsd?: bigint;
}

export interface TronChain {
  chainId: number;
  name: string;
  /** The full-node HTTP API (what `/chains` lists). */
  rpcUrl: string;
  port: number;
  /** The anvil behind it (never handed out: it runs any sender's transactions). */
  evmRpcUrl: string;
  pid: number;
  /** Addresses as the anvil has them (20-byte hex); the native coin is TRX. */
  deployment: EvmDeployment;
  ledger: TronLedger;
  devAccounts: TronDevAccount[];
  close(): Promise<void>;
}

export async function startTronLedger(options: StartTronOptions): Promise<TronChain> {
  const anvil = await startAnvil(
    { ...SANDBOX_TRON_CHAIN, extraArgs: ANVIL_ARGS },
    options.anvilPort,
  );
  try {
    const devAccounts = tronDevAccounts(options.devAccountCount);
    const devUsd = options.devUsd ?? 100_000n;
    const deployment = await deployEvmContracts({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      tokens: options.tokens,
      native: options.native,
      devAccounts: devAccounts.map((a) => a.evm),
      devTokenUsd: devUsd,
      nativeLiquidity: amountForUsd(10_000_000n, options.native),
    });
    const trx = amountForUsd(devUsd, options.native);
    await Promise.all(
      devAccounts.map((a) => anvilRpc(anvil.rpcUrl, 'anvil_setBalance', [a.evm.address, trx])),
    );
    const ledger = new TronLedger(anvil.rpcUrl, options.now);
    const http = await startTronHttpServer(ledger, options.port);
    return {
      chainId: anvil.chainId,
      name: anvil.name,
      rpcUrl: http.url,
      port: http.port,
      evmRpcUrl: anvil.rpcUrl,
      pid: anvil.pid,
      deployment,
      ledger,
      devAccounts,
      close: async () => {
        await http.close();
        await anvil.close();
      },
    };
  } catch (error) {
    await anvil.close();
    throw error;
  }
}
