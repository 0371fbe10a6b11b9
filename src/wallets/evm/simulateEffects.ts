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
  const [simulation] = await simulateEvmCalls(client, [call]);
  if (!simulation) throw new SimulationFailedError({ details: 'eth_simulateV1 answered no call' });
  return simulation;
}

/**
 * Calls from the user in one block, in order, each seeing the state the ones before it left (a
 * batch: the swap spends what the approval allowed); each call's effects, as `simulateEvmEffects`
 * tells one call's. A revert of any call fails them all. Without `eth_simulateV1`, the first call
 * alone is checked with `eth_call` (the later ones depend on it) and each answers `unsupported`.
 */
export async function simulateEvmCalls(
  client: PublicClient,
  calls: readonly EvmCall[],
): Promise<EffectSimulation[]> {
  let results: Awaited<ReturnType<typeof client.simulateBlocks>>[number]['calls'] = [];
  try {
    const [block] = await client.simulateBlocks({
      blocks: [{ calls: calls.map(callParameters) }],
      traceTransfers: true,
    });
    results = block?.calls ?? [];
  } catch (error) {
    if (!isMethodMissing(error)) {
      throw new SimulationFailedError({ reason: revertReason(error), cause: error });
    }
    if (calls[0]) await plainCall(client, calls[0]);
    return calls.map(() => ({
      status: 'unsupported',
      reason: 'the node does not answer eth_simulateV1',
    }));
  }
  if (results.length !== calls.length) {
    throw new SimulationFailedError({ details: `eth_simulateV1 answered ${results.length} calls` });
  }
  return Promise.all(
    calls.map(async (call, i): Promise<EffectSimulation> => {
      const result = results[i]!;
      if (result.status === 'failure') {
        throw new SimulationFailedError({
          reason: revertReason(result.error),
          cause: result.error,
        });
      }
      const logs = result.logs ?? [];
      const reads = allowanceReads(logs, call.from);
      const before = await Promise.all(reads.map((read) => readAllowance(client, call.from, read)));
      const previous = (read: AllowanceRead) => before[reads.indexOf(read)];
      return {
        status: 'simulated',
        effects: evmEffects(logs, { account: call.from, target: call.to, previous }),
      };
    }),
  );
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
