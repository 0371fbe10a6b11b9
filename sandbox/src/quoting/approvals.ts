import { maxUint256 } from 'viem';
import type { SandboxContext } from '../context';
import { providerById } from '../providers/index';
import type { StepPlan, StoredRoute } from '../routesStore';
import type { WireStep } from '../wire';
import { makeFee, networkFee } from './fees';

/** Gas of an ERC-20 `approve`. */
const APPROVE_GAS = 46_000n;
/** Energy of a TRC-20 `approve` on the Tron ledger (its execution gas, chains/tron/energy.ts). */
const TRON_APPROVE_ENERGY = 25_000n;

/**
 * The steps after `/createTx`: an `approval` step is minted before every step that spends an
 * ERC-20 on an EVM chain (docs/routing-api.md §2.6: same asset in from/to, amounts = the step's
 * input), a gasless order's included: its settlement contract pulls the input when the order is
 * filled, so the user approves it once, on chain, as Permit2-style protocols ask. Its transaction approves 2^256-1, as the live service's own example does
 * (docs/live-service-notes.md, "Approvals"), or with `approvals: 'exact'` (`SANDBOX_APPROVALS`)
 * the step's input. A TRC-20 on Tron gets one too, always for the step's exact input (a Tron
 * wallet signs the service's own transaction: there is no re-encoding it narrower). Done once
 * per route; later calls return the same steps.
 */
export function withApprovals(ctx: SandboxContext, stored: StoredRoute): WireStep[] {
  if (stored.txSteps) return stored.txSteps;
  const steps: WireStep[] = [];
  for (const step of stored.route.steps) {
    const plan = stored.plans.get(step.stepId)!;
    if (needsApproval(step, plan)) {
      const stepId = ctx.newId();
      const tron = step.from.networkType === 'tron';
      const gas = tron ? TRON_APPROVE_ENERGY : APPROVE_GAS;
      // Same chain as the step it unlocks, so the same gas price (priority fee included).
      const price = plan.gasPrice;
      const approvalPlan: StepPlan = {
        provider: plan.provider,
        skipTxn: false,
        gasUnits: gas,
        gasPrice: price,
        minOutputAmount: BigInt(step.inputAmount),
        spender: tron
          ? spenderOf(step, plan, ctx.catalog.deployment.tron)
          : spenderOf(step, plan, ctx.catalog.deployment.evm[step.from.chainId]!),
        approvalAmount:
          tron || ctx.config.approvals === 'exact' ? BigInt(step.inputAmount) : maxUint256,
      };
      stored.plans.set(stepId, approvalPlan);
      const shape = providerById(plan.provider)?.feeShape ?? 'typed';
      steps.push({
        stepId,
        stepType: 'approval',
        protocolsUsed: [tron ? 'TRC-20 approve' : 'ERC-20 approve'],
        provider: step.provider,
        from: step.from,
        to: step.from,
        inputAmount: step.inputAmount,
        outputAmount: step.inputAmount,
        fee: [
          makeFee(
            shape,
            'NETWORK',
            ctx.catalog.native(step.from.chainId),
            networkFee(step.from.networkType, gas, price),
          ),
        ],
        estimatedTimeInSeconds: 5,
      });
    }
    steps.push(step);
  }
  stored.txSteps = steps;
  return steps;
}

/** The contract that spends the input: the settlement contract of a gasless order, the router
 * of a swap, the bridge of a bridge deposit. */
function spenderOf(
  step: WireStep,
  plan: StepPlan,
  deployment: { router: string; bridge: string; settlement?: string },
): string {
  if (plan.gasless && deployment.settlement) return deployment.settlement;
  return step.stepType === 'swap' ? deployment.router : deployment.bridge;
}

function needsApproval(step: WireStep, plan: StepPlan): boolean {
  const tokenChain = step.from.networkType === 'evm' || step.from.networkType === 'tron';
  return !plan.skipTxn && tokenChain && !step.from.isNative;
}
