import { decodeFunctionData, type Hex } from 'viem';
import { sandboxBatchExecutorAbi } from '../../../contracts/build/abis';

/** One call of a smart account's batch: where it went and its calldata. */
export interface EvmCallFacts {
  to: string;
  data: string;
}

/**
 * The calls of a smart account's batch: a transaction an account sent to itself, running
 * `SandboxBatchExecutor.execute` on the code it delegated to (EIP-7702). Undefined for any other
 * transaction. Whether the account really runs that code is the chain's business: a batch whose
 * account is not delegated reverts, and its status says so.
 */
export function batchCalls(tx: {
  from: string;
  to: string | null;
  input: Hex;
}): EvmCallFacts[] | undefined {
  if (tx.to?.toLowerCase() !== tx.from.toLowerCase()) return undefined;
  try {
    const { functionName, args } = decodeFunctionData({
      abi: sandboxBatchExecutorAbi,
      data: tx.input,
    });
    if (functionName !== 'execute') return undefined;
    return args[0].map((call) => ({ to: call.to, data: call.data }));
  } catch {
    return undefined;
  }
}
