import {
  BaseError,
  ContractFunctionRevertedError,
  decodeEventLog,
  ExecutionRevertedError,
  erc20Abi,
  getAddress,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type PublicClient,
  pad,
  type Transaction,
  TransactionNotFoundError,
} from 'viem';
import type { AccountEffect, EffectSimulation } from '../../execution/effects/accountEffects';
import { SimulationFailedError } from '../../execution/errors';
import type { GasFees } from '../../execution/evm/replacementFees';
import type {
  EvmCall,
  EvmReceipt,
  EvmSigner,
  EvmTypedData,
  SentEvmTransaction,
} from '../../execution/signers';

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
    nonce: ({ chainId, address }) =>
      publicClient(chainId).getTransactionCount({ address, blockTag: 'pending' }),
    minedNonce: ({ chainId, address }) =>
      publicClient(chainId).getTransactionCount({ address, blockTag: 'latest' }),
    simulate: async (tx) => {
      try {
        await publicClient(tx.chainId).call(callParameters(tx));
      } catch (error) {
        throw new SimulationFailedError({ reason: revertReason(error), cause: error });
      }
    },
    simulateEffects: (tx) => simulateEffects(publicClient(tx.chainId), tx),
    sendTransaction: (tx) => wallet.sendTransaction(tx),
    signTypedData: (args) => wallet.signTypedData(args),
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

function callParameters(tx: EvmCall) {
  return {
    account: tx.from,
    to: tx.to,
    value: tx.value,
    ...(tx.data ? { data: tx.data } : {}),
    ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
  };
}

/**
 * `eth_simulateV1` of `tx` with `traceTransfers` (native value leaving shows as a `Transfer` of
 * the native placeholder address): ERC-20 `Transfer`s and `Approval`s that name the sender become
 * sends, receipts and grants; any other log naming it is `other`. A node without the method
 * cannot say (`unsupported`). Kept to this one function: the full derivation of every log the
 * effect check reads replaces it.
 */
async function simulateEffects(client: PublicClient, tx: EvmCall): Promise<EffectSimulation> {
  const call = { to: tx.to, value: tx.value, ...(tx.data ? { data: tx.data } : {}) };
  let result: Awaited<ReturnType<PublicClient['simulateCalls']>>['results'][number] | undefined;
  try {
    ({
      results: [result],
    } = await client.simulateCalls({ account: tx.from, calls: [call], traceTransfers: true }));
  } catch (error) {
    const missing = (e: unknown) =>
      e instanceof MethodNotFoundRpcError || e instanceof MethodNotSupportedRpcError;
    if (error instanceof BaseError && error.walk(missing)) {
      return { status: 'unsupported', reason: error.shortMessage };
    }
    throw new SimulationFailedError({ reason: revertReason(error), cause: error });
  }
  if (result?.status !== 'success') {
    throw new SimulationFailedError({ reason: revertReason(result?.error), cause: result?.error });
  }
  const user = pad(tx.from.toLowerCase() as `0x${string}`, { size: 32 });
  const same = (a: string) => a.toLowerCase() === tx.from.toLowerCase();
  const effects: AccountEffect[] = [];
  for (const log of result.logs ?? []) {
    let decoded: ReturnType<typeof decodeEventLog<typeof erc20Abi>> | undefined;
    try {
      decoded = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics });
    } catch {
      decoded = undefined;
    }
    const asset = log.address;
    if (decoded?.eventName === 'Transfer' && same(decoded.args.from)) {
      effects.push({ kind: 'send', asset, amount: decoded.args.value, to: decoded.args.to });
    } else if (decoded?.eventName === 'Transfer' && same(decoded.args.to)) {
      effects.push({ kind: 'receive', asset, amount: decoded.args.value });
    } else if (decoded?.eventName === 'Approval' && same(decoded.args.owner)) {
      const { spender, value } = decoded.args;
      effects.push({ kind: 'grant', asset, spender, amount: value });
    } else if (!decoded && log.topics.slice(1).some((t) => t?.toLowerCase() === user)) {
      effects.push({ kind: 'other', what: `log ${log.topics[0]} of ${asset}`, asset });
    }
  }
  return { status: 'simulated', effects };
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

/**
 * The revert reason viem decoded, in words: `Execution reverted with reason: DEADLINE.` and
 * `execution reverted: DEADLINE` both give `DEADLINE`; a revert without a reason gives undefined.
 */
export function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk(
    (e) => e instanceof ContractFunctionRevertedError || e instanceof ExecutionRevertedError,
  ) as BaseError | null;
  const decoded = reverted instanceof ContractFunctionRevertedError ? reverted.reason : undefined;
  const text = decoded ?? reverted?.details ?? error.shortMessage;
  return (
    text
      ?.replace(/^execution reverted(?: with reason)?:?\s*/i, '')
      .replace(/\.$/, '')
      .trim() || undefined
  );
}
