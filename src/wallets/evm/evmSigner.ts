import {
  erc20Abi,
  getAddress,
  type PublicClient,
  type Transaction,
  TransactionNotFoundError,
} from 'viem';
import type { GasFees } from '../../execution/evm/replacementFees';
import type {
  EvmCall,
  EvmReceipt,
  EvmSigner,
  EvmTypedData,
  SentEvmTransaction,
} from '../../execution/signers';
import { revertReason } from './revertReason';
import { simulateEvmEffects } from './simulateEffects';
import { type WalletRequest, walletBatching } from './walletBatching';

/** How far back `findByNonce` looks for a transaction sent while the page was away. */
const FIND_BY_NONCE_BLOCKS = 256;

/**
 * The wallet half of an EVM signer: what only the wallet can do. The widget's comes from wagmi
 * (`wagmiEvmWallet.ts`); the sandbox's flow tests use a dev key; both get the same signer.
 */
export interface EvmWallet {
  account(): `0x${string}` | undefined;
  chainId(): Promise<number>;
  /** Wallet prompt. */
  switchChain(chainId: number): Promise<void>;
  /** Wallet prompt: sign and send; the hash. */
  sendTransaction(tx: EvmCall): Promise<`0x${string}`>;
  /** Wallet prompt: sign EIP-712 typed data as `account` (`eth_signTypedData_v4`). */
  signTypedData(args: { account: `0x${string}`; typedData: EvmTypedData }): Promise<`0x${string}`>;
  /** A request to the wallet itself, for EIP-5792's batches (`walletBatching.ts`); absent, none. */
  request?: WalletRequest | undefined;
}

/**
 * The execution engine's EVM signer: the wallet signs and sends (and signs orders); reads, simulation and receipts
 * go to the chain's RPC through `publicClient` (the configured RPC URLs first). The wallet's
 * prompts throw what the wallet threw: the engine maps it, once (`execution/signers.ts`).
 */
export function createEvmSigner(
  wallet: EvmWallet,
  publicClient: (chainId: number) => PublicClient,
): EvmSigner {
  return {
    networkType: 'evm',
    account: () => wallet.account(),
    walletChainId: () => wallet.chainId(),
    switchChain: (chainId) => wallet.switchChain(chainId),
    readAllowance: ({ chainId, token, owner, spender }) =>
      publicClient(chainId).readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    readTokenBalance: ({ chainId, token, owner }) =>
      publicClient(chainId).readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    nonce: ({ chainId, address }) =>
      publicClient(chainId).getTransactionCount({ address, blockTag: 'pending' }),
    minedNonce: ({ chainId, address }) =>
      publicClient(chainId).getTransactionCount({ address, blockTag: 'latest' }),
    readTokenInfo: async ({ chainId, token }) => {
      const client = publicClient(chainId);
      const read = (functionName: 'symbol' | 'decimals') =>
        client.readContract({ address: token, abi: erc20Abi, functionName });
      try {
        const [symbol, decimals] = await Promise.all([read('symbol'), read('decimals')]);
        return { symbol: String(symbol), decimals: Number(decimals) };
      } catch {
        return undefined;
      }
    },
    simulateEffects: (tx) => simulateEvmEffects(publicClient(tx.chainId), tx),
    sendTransaction: (tx) => wallet.sendTransaction(tx),
    signTypedData: (args) => wallet.signTypedData(args),
    batching: wallet.request ? walletBatching(wallet.request, publicClient) : undefined,
    waitForReceipt: async ({ chainId, hash, from, nonce, signal }): Promise<EvmReceipt> => {
      const client = publicClient(chainId);
      let replaced: EvmReceipt['replaced'];
      // viem follows a replacement (the user's Speed up or Cancel, the wallet's own) to the one
      // that lands; with the sender and nonce even once the node has dropped `hash`. No timeout:
      // a stuck transaction is followed until it lands, or the user replaces it.
      const receipt = await client.waitForTransactionReceipt({
        hash,
        timeout: 0,
        signal,
        onReplaced: (r) => {
          replaced = r.reason;
        },
        ...(from && nonce !== undefined ? { replacement: { from, nonce } } : {}),
      });
      const landed = {
        hash: receipt.transactionHash,
        replaced,
        fee: receipt.gasUsed * receipt.effectiveGasPrice,
      };
      if (receipt.status === 'success') return { status: 'success', ...landed };
      const reason = await replayReason(client, receipt.transactionHash, receipt.blockNumber);
      return { status: 'reverted', ...landed, reason };
    },
    readTransaction: async ({ chainId, hash }) => {
      try {
        return sentTransaction(await publicClient(chainId).getTransaction({ hash }));
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return undefined;
        throw error;
      }
    },
    currentFees: async (chainId) => {
      const client = publicClient(chainId);
      try {
        const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas();
        return { maxFeePerGas, maxPriorityFeePerGas };
      } catch {
        // A chain without EIP-1559 answers a plain price; none at all, the bump alone decides.
        return client.getGasPrice().then(
          (gasPrice) => ({ gasPrice }),
          () => undefined,
        );
      }
    },
    findByNonce: async ({ chainId, address, nonce }) => {
      const client = publicClient(chainId);
      const latest = await client.getBlockNumber();
      for (let n = latest; n >= 0n && latest - n < BigInt(FIND_BY_NONCE_BLOCKS); n--) {
        const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
        const found = block.transactions.find(
          (t) => t.from.toLowerCase() === address.toLowerCase() && t.nonce === nonce,
        );
        if (found) return found.hash;
      }
      return undefined;
    },
  };
}

/** viem's transaction as the engine reads it: what a replacement copies and must outbid. */
function sentTransaction(tx: Transaction): SentEvmTransaction {
  const fees: GasFees =
    tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined
      ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
      : { gasPrice: tx.gasPrice ?? 0n };
  return {
    hash: tx.hash,
    // Checksummed as the step's own call was: the wallet shows the same address again.
    from: getAddress(tx.from),
    to: tx.to ? getAddress(tx.to) : undefined,
    data: tx.input,
    value: tx.value,
    gas: tx.gas,
    nonce: tx.nonce,
    fees,
    mined: tx.blockNumber !== null,
  };
}

/** Why a mined transaction reverted: the same call replayed at its block. */
async function replayReason(
  client: PublicClient,
  hash: `0x${string}`,
  blockNumber: bigint,
): Promise<string | undefined> {
  try {
    const tx = await client.getTransaction({ hash });
    await client.call({
      account: tx.from,
      to: tx.to ?? undefined,
      data: tx.input,
      value: tx.value,
      blockNumber,
    });
    return undefined;
  } catch (error) {
    return revertReason(error);
  }
}
