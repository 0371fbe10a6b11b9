import type { Catalog } from '../catalog/catalog';
import type { Leg, Provider } from '../providers/index';
import { hashUnit } from '../random';
import type { StepPlan } from '../routesStore';
import type { WireFee, WireStep } from '../wire';
import { gasPrice, makeFee, networkFee, SERVICE_FEE_BPS, solanaTipLamports } from './fees';
import { amountForUsd, bpsOf, convert, minusBps, usdValue } from './pricing';
import type { ResolvedQuote } from './quoteRequest';

/** One provider's route before ids, scores and tags are given. */
export interface DraftRoute {
  provider: Provider;
  steps: Array<{ step: Omit<WireStep, 'stepId'>; plan: StepPlan }>;
  /** Service and integrator fees (route level, taken from the input). */
  routeFees: WireFee[];
  outputAmount: bigint;
  /** Worst spread of the legs, basis points (the slippage score). */
  spreadBps: number;
}

/** Price impact grows with the trade's share of the provider's depth (capped at 30%). */
function impactBps(provider: Provider, leg: Leg, amountIn: bigint, seed: string): number {
  const jitter = Math.floor(
    hashUnit(
      seed,
      provider.id,
      leg.from.chainId,
      leg.from.address,
      leg.to.chainId,
      leg.to.address,
    ) * 8,
  );
  const size = Math.floor((usdValue(amountIn, leg.from) / provider.depthUsd) * 5_000);
  return Math.min(9_000, leg.spreadBps + jitter + Math.min(3_000, size));
}

/**
 * Runs the input through the provider's legs: service/integrator fees off the input, then per leg
 * the provider fee, the conversion at catalog prices, the spread and the fixed fee. Null when the
 * provider does not serve the pair or nothing would be left.
 */
export function buildRoute(
  catalog: Catalog,
  provider: Provider,
  q: ResolvedQuote,
  seed: string,
): DraftRoute | null {
  const legs = provider.plan(q.from, q.to, { catalog, lite: q.lite });
  if (!legs || legs.length === 0) return null;

  const serviceFee = bpsOf(q.inputAmount, SERVICE_FEE_BPS);
  const integratorFee = bpsOf(q.inputAmount, q.feeBps);
  const routeFees = [makeFee(provider.feeShape, 'SERVICE', q.from, serviceFee)];
  if (integratorFee > 0n)
    routeFees.push(makeFee(provider.feeShape, 'INTEGRATOR', q.from, integratorFee));

  // The first leg spends the whole input (so approvals and calldata match `inputAmount`); the
  // service and integrator fees come off it before conversion.
  let amount = q.inputAmount;
  let routeDeduction = serviceFee + integratorFee;
  let spreadBps = 0;
  const steps: DraftRoute['steps'] = [];
  for (const leg of legs) {
    const fee: WireFee[] = [];
    const inputAmount = amount;
    if (leg.stepType !== 'claim') {
      const providerFee = leg.main ? bpsOf(amount, provider.providerFeeBps) : 0n;
      const impact = impactBps(provider, leg, amount, seed);
      spreadBps = Math.max(spreadBps, impact);
      amount = minusBps(convert(amount - routeDeduction - providerFee, leg.from, leg.to), impact);
      routeDeduction = 0n;
      const price = gasPrice(leg.from.chainId, leg.from.networkType, q.fees);
      const native = catalog.native(leg.from.chainId);
      const tip = leg.from.networkType === 'sol' ? solanaTipLamports(q.fees) : 0n;
      // A gasless order costs the user no gas: the solver's is priced into its quote.
      if (!leg.gasless) {
        fee.push(
          makeFee(
            provider.feeShape,
            'NETWORK',
            native,
            networkFee(leg.from.networkType, leg.gasUnits, price, tip),
          ),
        );
      }
      if (providerFee > 0n) fee.push(makeFee(provider.feeShape, 'PROVIDER', leg.from, providerFee));
      if (leg.main && provider.fixedFeeUsd > 0) {
        const fixed = amountForUsd(provider.fixedFeeUsd, leg.to);
        amount -= fixed;
        fee.push(makeFee(provider.feeShape, 'PROVIDER', leg.to, fixed, 'FROM_OUTPUT_AMOUNT'));
      }
      if (amount <= 0n) return null;
      steps.push({
        step: stepOf(provider, leg, inputAmount, amount, fee),
        plan: {
          provider: provider.id,
          skipTxn: false,
          gasUnits: leg.gasUnits,
          gasPrice: price,
          minOutputAmount: minusBps(amount, q.slippageBps),
          ...(q.lite && provider.liteFormat ? { liteFormat: provider.liteFormat } : {}),
          ...(leg.gasless ? { gasless: true } : {}),
        },
      });
    } else {
      steps.push({
        step: stepOf(provider, leg, inputAmount, amount, fee),
        plan: {
          provider: provider.id,
          skipTxn: true,
          gasUnits: 0n,
          gasPrice: 0n,
          minOutputAmount: amount,
        },
      });
    }
  }
  return { provider, steps, routeFees, outputAmount: amount, spreadBps };
}

function stepOf(
  provider: Provider,
  leg: Leg,
  inputAmount: bigint,
  outputAmount: bigint,
  fee: WireFee[],
) {
  return {
    stepType: leg.stepType,
    protocolsUsed: leg.protocols,
    provider: provider.id,
    from: leg.from,
    to: leg.to,
    inputAmount: inputAmount.toString(),
    outputAmount: outputAmount.toString(),
    fee,
    estimatedTimeInSeconds: leg.estimatedSeconds,
  };
}
