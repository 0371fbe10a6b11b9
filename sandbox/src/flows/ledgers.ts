import { createBase58check } from '@scure/base';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, PublicKey } from '@solana/web3.js';
import {
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  pad,
  sha256,
  toHex,
  type Chain as ViemChain,
} from 'viem';
import type { Asset, Chain } from '../../../src/api/types';
import type { TransactionFee } from '../../../src/execution/deps';
import { cosmosRest } from '../../../src/wallets/cosmos/cosmosRest';

/**
 * Read access to the sandbox's ledgers, found the way a wallet finds them: through the RPC URLs
 * `/chains` publishes. Balances and fees are read from the chains themselves, never from the API.
 */
type EvmReader = ReturnType<typeof createPublicClient>;

export interface Ledgers {
  evm(chainId: string): EvmReader;
  viemChain(chainId: string): ViemChain;
  solana: Connection;
  /** Whether the chain has a local ledger to read (EVM chains, Solana, Tron, Cosmos). */
  hasLedger(chainId: string): boolean;
  /** `owner`'s balance of `asset` in its smallest unit (0 for a missing token account). */
  balance(asset: Pick<Asset, 'chainId' | 'address'>, owner: string): Promise<bigint>;
  /**
   * Native coin one transaction cost and the account that paid it: gas × price from the sender
   * on EVM, the fee from the fee payer (first account) on Solana.
   */
  transactionFee(chainId: string, txHash: string): Promise<TransactionFee>;
}

const EVM_NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** The sandbox lists SOL under the wrapped-SOL mint, as Solana aggregators do. */
const SOL_NATIVE = 'So11111111111111111111111111111111111111112';
/** TRX, as Tron's tools name it: the base58 of the zero address. */
const TRX = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** A balance read through the Tron ledger's full-node HTTP API, as a Tron wallet reads it. */
async function tronBalance(apiUrl: string, token: string, owner: string): Promise<bigint> {
  const post = async (path: string, body: object) =>
    (await (
      await fetch(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })
    ).json()) as {
      balance?: number;
      constant_result?: string[];
    };
  if (token === TRX) {
    return BigInt(
      (await post('/wallet/getaccount', { address: owner, visible: true })).balance ?? 0,
    );
  }
  const answer = await post('/wallet/triggerconstantcontract', {
    owner_address: owner,
    contract_address: token,
    function_selector: 'balanceOf(address)',
    parameter: pad(toHex(base58check.decode(owner).subarray(1))).slice(2),
    visible: true,
  });
  return BigInt(`0x${answer.constant_result?.[0] ?? ''}`);
}
const base58check = createBase58check((data) => sha256(data, 'bytes'));

export function connectLedgers(chains: Chain[]): Ledgers {
  const solanaChain = chains.find((c) => c.networkType === 'sol');
  if (!solanaChain?.rpcUrls[0]) throw new Error('/chains lists no Solana RPC URL');
  const solana = new Connection(solanaChain.rpcUrls[0], 'confirmed');
  const tronChain = chains.find((c) => c.networkType === 'tron' && c.rpcUrls[0]);
  // Read through its REST API, as a Cosmos wallet reads it.
  const cosmosChain = chains.find((c) => c.networkType === 'cosmos' && c.rpcUrls[0]);
  const cosmos = cosmosChain && cosmosRest(cosmosChain.rpcUrls[0]!);
  const viemChains = new Map<string, ViemChain>();
  const readers = new Map<string, EvmReader>();
  for (const chain of chains) {
    if (chain.networkType !== 'evm' || !chain.rpcUrls[0]) continue;
    const viemChain: ViemChain = {
      id: Number(chain.chainId),
      name: chain.name,
      nativeCurrency: { name: chain.symbol, symbol: chain.symbol, decimals: 18 },
      rpcUrls: { default: { http: chain.rpcUrls } },
    };
    viemChains.set(chain.chainId, viemChain);
    readers.set(chain.chainId, createPublicClient({ chain: viemChain, transport: http() }));
  }
  const lookup = <T>(map: Map<string, T>, chainId: string): T => {
    const found = map.get(chainId);
    if (!found) throw new Error(`/chains lists no EVM RPC URL for ${chainId}`);
    return found;
  };

  const ledgers: Ledgers = {
    evm: (chainId) => lookup(readers, chainId),
    viemChain: (chainId) => lookup(viemChains, chainId),
    solana,
    hasLedger: (chainId) =>
      chainId === 'sol' ||
      readers.has(chainId) ||
      chainId === tronChain?.chainId ||
      chainId === cosmosChain?.chainId,
    async balance(asset, owner) {
      if (cosmos && asset.chainId === cosmosChain?.chainId) {
        return cosmos.balance(owner, asset.address);
      }
      if (tronChain && asset.chainId === tronChain.chainId) {
        return tronBalance(tronChain.rpcUrls[0]!, asset.address, owner);
      }
      if (asset.chainId === 'sol') {
        const ownerKey = new PublicKey(owner);
        if (asset.address === SOL_NATIVE) return BigInt(await solana.getBalance(ownerKey));
        const account = getAssociatedTokenAddressSync(new PublicKey(asset.address), ownerKey, true);
        if (!(await solana.getAccountInfo(account))) return 0n;
        return BigInt((await solana.getTokenAccountBalance(account)).value.amount);
      }
      const reader = ledgers.evm(asset.chainId);
      if (asset.address.toLowerCase() === EVM_NATIVE) {
        return reader.getBalance({ address: owner as Hex });
      }
      return reader.readContract({
        address: asset.address as Hex,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner as Hex],
      });
    },
    async transactionFee(chainId, txHash) {
      if (chainId === 'sol') {
        const tx = await solana.getTransaction(txHash, { maxSupportedTransactionVersion: 0 });
        if (!tx?.meta) throw new Error(`Solana transaction ${txHash} not found`);
        const payer = tx.transaction.message.staticAccountKeys[0]?.toBase58() ?? '';
        return { payer, fee: BigInt(tx.meta.fee) };
      }
      const receipt = await ledgers.evm(chainId).getTransactionReceipt({ hash: txHash as Hex });
      return { payer: receipt.from, fee: receipt.gasUsed * receipt.effectiveGasPrice };
    },
  };
  return ledgers;
}

export function isNativeAsset(asset: Pick<Asset, 'chainId' | 'address'>): boolean {
  return asset.chainId === 'sol'
    ? asset.address === SOL_NATIVE
    : asset.address.toLowerCase() === EVM_NATIVE;
}
