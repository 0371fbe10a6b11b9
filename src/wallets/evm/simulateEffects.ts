import {
  BaseError,
  erc20Abi,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type PublicClient,
  parseAbi,
} from 'viem';
import type { EffectSimulation } from '../../execution/effects/accountEffects';
import { SimulationFailedError } from '../../execution/errors';
import { type AllowanceRead, allowanceReads, evmEffects } from '../../execution/evm/evmEffects';
import type { EvmCall } from '../../execution/signers';
import { revertReason } from './revertReason';

/** Permit2's allowance of (owner, token, spender): its amount, expiry and nonce. */
const permit2AllowanceAbi = parseAbi([
  'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
]);

/**
 * The exact call, from the user, through `eth_simulateV1` with `traceTransfers` (native transfers
 * come back as logs too), then its effects on the user (`execution/evm/evmEffects.ts`), with the
 * allowances its approvals change read before. A node without `eth_simulateV1` answers
 * `unsupported` once a plain `eth_call` shows the call would not revert; a revert, either way, is
 * a `SimulationFailedError` with the reason.
 */
export async function simulateEvmEffects(
  client: PublicClient,
  call: EvmCall,
): Promise<EffectSimulation> {
  let result:
    | Awaited<ReturnType<typeof client.simulateBlocks>>[number]['calls'][number]
    | undefined;
  try {
    const [block] = await client.simulateBlocks({
      blocks: [{ calls: [callParameters(call)] }],
      traceTransfers: true,
    });
    result = block?.calls[0];
  } catch (error) {
    if (!isMethodMissing(error)) {
      throw new SimulationFailedError({ reason: revertReason(error), cause: error });
    }
    await plainCall(client, call);
    return { status: 'unsupported', reason: 'the node does not answer eth_simulateV1' };
  }
  if (!result) throw new SimulationFailedError({ details: 'eth_simulateV1 answered no call' });
  if (result.status === 'failure') {
    throw new SimulationFailedError({ reason: revertReason(result.error), cause: result.error });
  }
  const logs = result.logs ?? [];
  const reads = allowanceReads(logs, call.from);
  const before = await Promise.all(reads.map((read) => readAllowance(client, call.from, read)));
  const previous = (read: AllowanceRead) => before[reads.indexOf(read)];
  return {
    status: 'simulated',
    effects: evmEffects(logs, { account: call.from, target: call.to, previous }),
  };
}

/** `eth_call` of the transaction from the user; throws `SimulationFailedError` with the reason. */
async function plainCall(client: PublicClient, call: EvmCall): Promise<void> {
  try {
    await client.call(callParameters(call));
  } catch (error) {
    throw new SimulationFailedError({ reason: revertReason(error), cause: error });
  }
}

/** The allowance before; undefined when it cannot be read (the grant then counts as new). */
async function readAllowance(
  client: PublicClient,
  owner: `0x${string}`,
  read: AllowanceRead,
): Promise<bigint | undefined> {
  try {
    if (read.kind === 'erc20') {
      return await client.readContract({
        address: read.token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, read.spender],
      });
    }
    const [amount] = await client.readContract({
      address: read.permit2,
      abi: permit2AllowanceAbi,
      functionName: 'allowance',
      args: [owner, read.token, read.spender],
    });
    return amount;
  } catch {
    return undefined;
  }
}

/** The node has no `eth_simulateV1` (JSON-RPC -32601, or a provider's -32004). */
function isMethodMissing(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(
    error.walk(
      (e) => e instanceof MethodNotFoundRpcError || e instanceof MethodNotSupportedRpcError,
    ),
  );
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
