import type { Asset, NetworkType, Route, Step, StepType } from '../api/types';
import { type ChainNetworkTypes, networkTypeOf } from '../lib/networkType';

/**
 * Networks whose tokens a contract takes from the wallet only once the wallet approved it
 * (ERC-20, TRC-20): a step spending one may need an approval first, which `/createTx` adds and
 * the engine signs only when the allowance falls short.
 */
const SPENT_BY_ALLOWANCE: Readonly<Record<NetworkType, boolean>> = {
  evm: true,
  tron: true,
  sol: false,
  cosmos: false,
};

/** One signature a route may ask of a wallet, as Review lists it. */
export interface RouteSignature {
  stepType: StepType;
  /** The token the step spends (an approval's token). */
  symbol: string;
  /** The chain it is signed on, by the name its asset gives. */
  chain: string;
  /**
   * Known only once `/nextTx` answers: a relayer's claim signs nothing (`skipTxn`); one that does
   * waits for its network's wallet.
   */
  ifAsked: boolean;
}

/**
 * The signatures the route is known to ask, in order, approvals included: the route's own
 * approval steps, and the one a step spending a token taken by allowance needs when the route
 * lists none before it (the quote's steps leave approvals to `/createTx`). A claim is listed as
 * one that may be asked. Pure: what the review says before anything is requested.
 */
export function routeSignatures(route: Route, chains?: ChainNetworkTypes): RouteSignature[] {
  const signatures: RouteSignature[] = [];
  let approved: Asset | undefined;
  for (const step of route.steps) {
    if (needsApproval(step, chains) && !sameAsset(approved, step.from)) {
      signatures.push(signatureOf(step, 'approval'));
    }
    signatures.push(signatureOf(step, step.stepType));
    approved = step.stepType === 'approval' ? step.from : undefined;
  }
  return signatures;
}

function needsApproval(step: Step, chains: ChainNetworkTypes | undefined): boolean {
  if (step.stepType === 'approval' || step.stepType === 'claim' || step.from.isNative) return false;
  return SPENT_BY_ALLOWANCE[networkTypeOf(step.from, chains)];
}

function signatureOf(step: Step, stepType: StepType): RouteSignature {
  return {
    stepType,
    symbol: step.from.symbol,
    chain: step.from.blockchain,
    ifAsked: stepType === 'claim',
  };
}

function sameAsset(a: Asset | undefined, b: Asset): boolean {
  return a?.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
}
