import { InvalidResponseError } from '../errors';
import type { AcceptedFee } from '../schemas/fee';
import type { AcceptedRoute } from '../schemas/route';
import type { AcceptedStep } from '../schemas/step';
import type { Fee, FeeType, Route, Step } from '../types';
import { unitsFromWire, usdFromWire } from './amounts';
import { expiresAtFromDeadline } from './deadline';
import { toAsset } from './normalize';
import { joinPath } from './validate';

/**
 * Routes, steps and fees (already validated) to domain shapes, apart from `normalize.ts`: only
 * the quote and swap parsers use them, and those load after the first screen. Paths are only used
 * in error details.
 */

const NAMED_FEE_TYPES: ReadonlySet<string> = new Set(['NETWORK', 'PROVIDER', 'INTEGRATOR']);

/** Any type other than the three named ones is the operator's brand name: the service fee. */
function toFeeType(raw: string): FeeType {
  const upper = raw.toUpperCase();
  return NAMED_FEE_TYPES.has(upper) ? (upper as FeeType) : 'SERVICE';
}

function toFee(wire: AcceptedFee, path: string): Fee {
  const token = toAsset(wire.token);
  let amount: bigint;
  if (wire.amount !== undefined) amount = BigInt(wire.amount);
  else if (wire.amountInEther !== undefined) {
    amount = unitsFromWire(wire.amountInEther, token.decimals, joinPath(path, 'amountInEther'));
  } else if (wire.amountInToken !== undefined) {
    amount = unitsFromWire(wire.amountInToken, token.decimals, joinPath(path, 'amountInToken'));
  } else {
    throw new InvalidResponseError(
      joinPath(path, 'amount'),
      'A fee needs one of amount, amountInEther or amountInToken',
    );
  }
  const fee: Fee = { type: toFeeType(wire.type), rawType: wire.type, token, amount };
  const usd = usdFromWire(wire.amountInUSD);
  if (usd !== undefined) fee.amountUsd = usd;
  if (wire.source !== undefined) fee.source = wire.source;
  return fee;
}

function toFees(wire: AcceptedFee[], path: string): Fee[] {
  return wire.map((fee, i) => toFee(fee, joinPath(path, i)));
}

function toStep(wire: AcceptedStep, path: string): Step {
  const step: Step = {
    stepId: wire.stepId,
    stepType: wire.stepType,
    protocolsUsed: wire.protocolsUsed,
    from: toAsset(wire.from),
    to: toAsset(wire.to),
    inputAmount: BigInt(wire.inputAmount),
    outputAmount: BigInt(wire.outputAmount),
    fees: toFees(wire.fee, joinPath(path, 'fee')),
  };
  if (wire.provider !== undefined) step.provider = wire.provider;
  if (wire.txnHash != null) step.txnHash = wire.txnHash;
  if (wire.status !== undefined) step.status = wire.status;
  if (wire.estimatedTimeInSeconds != null) {
    step.estimatedTimeInSeconds = wire.estimatedTimeInSeconds;
  }
  return step;
}

export function toSteps(wire: AcceptedStep[], path: string): Step[] {
  return wire.map((step, i) => toStep(step, joinPath(path, i)));
}

export function toRoute(wire: AcceptedRoute, path: string): Route {
  const to = toAsset(wire.to);
  const route: Route = {
    routeId: wire.routeId,
    from: toAsset(wire.from),
    to,
    steps: toSteps(wire.steps, joinPath(path, 'steps')),
    fees: toFees(wire.fee, joinPath(path, 'fee')),
    provider: wire.provider,
    providerDetails: { ...wire.providerDetails },
    protocolsUsed: wire.protocolsUsed,
    inputAmount: BigInt(wire.inputAmount),
    inputAmountDisplay: wire.inputAmountDisplay,
    outputAmount: BigInt(wire.outputAmount),
    outputAmountDisplay: wire.outputAmountDisplay,
    minOutputAmount: unitsFromWire(
      wire.minOutputAmount,
      to.decimals,
      joinPath(path, 'minOutputAmount'),
    ),
    slippageBps: wire.slippage,
    createdAt: wire.createdAt,
    expiresAt: expiresAtFromDeadline(wire.deadline, wire.createdAt),
    estimatedTimeInSeconds: wire.estimatedTimeInSeconds,
    tags: wire.tags ?? [],
  };
  if (wire.requestId !== undefined) route.requestId = wire.requestId;
  if (wire.minOutputAmountDisplay !== undefined) {
    route.minOutputAmountDisplay = wire.minOutputAmountDisplay;
  }
  if (wire.userWalletAddress !== undefined) route.userWalletAddress = wire.userWalletAddress;
  if (wire.recipient !== undefined) route.recipient = wire.recipient;
  if (wire.score) {
    const s = wire.score;
    route.score = {
      outputScore: s.outputScore,
      speedScore: s.speedScore,
      feeScore: s.feeScore,
      slippageScore: s.slipparageScore ?? s.slippageScore ?? 0,
      stepScore: s.stepScore,
      outputDiffPercent: s.outputDiffPercent,
    };
  }
  return route;
}
