import { formatUnits } from 'viem';
import type { FaultController } from '../faults';
import type { WireAsset, WireFee, WireRoute } from '../wire';
import { minusBps } from './pricing';

/**
 * The route as `/quotes` sends it under the quote-value faults (sandbox/README.md, "Quote
 * values"), for the widget's price impact: `worseQuotesBps` quotes every route that much below
 * its market value (output, minimum and last step's output), `quotesWithoutUsd` sends no USD value
 * at all (every price 0, no fee `amountInUSD`). Only the answer changes: what is stored for
 * `/createTx`, and so executed, is the true route, which pays at least the answered minimum.
 */
export function withQuoteValueFaults(route: WireRoute, faults: FaultController): WireRoute {
  const { worseQuotesBps, quotesWithoutUsd } = faults.config;
  let answer = route;
  if (worseQuotesBps > 0) answer = worse(answer, worseQuotesBps);
  if (quotesWithoutUsd) answer = withoutUsd(answer);
  return answer;
}

function worse(route: WireRoute, bps: number): WireRoute {
  const output = minusBps(BigInt(route.outputAmount), bps);
  const minimum = minusBps(BigInt(route.minOutputAmount), bps);
  const last = route.steps.length - 1;
  return {
    ...route,
    outputAmount: output.toString(),
    outputAmountDisplay: formatUnits(output, route.to.decimals),
    minOutputAmount: minimum.toString(),
    minOutputAmountDisplay: formatUnits(minimum, route.to.decimals),
    steps: route.steps.map((s, i) =>
      i === last ? { ...s, outputAmount: minusBps(BigInt(s.outputAmount), bps).toString() } : s,
    ),
  };
}

const unpriced = (asset: WireAsset): WireAsset => ({ ...asset, lastPrice: 0 });

function unpricedFee(fee: WireFee): WireFee {
  const { amountInUSD: _dropped, ...rest } = fee;
  return { ...rest, token: unpriced(fee.token) } as WireFee;
}

function withoutUsd(route: WireRoute): WireRoute {
  return {
    ...route,
    from: unpriced(route.from),
    to: unpriced(route.to),
    fee: route.fee.map(unpricedFee),
    steps: route.steps.map((s) => ({
      ...s,
      from: unpriced(s.from),
      to: unpriced(s.to),
      fee: s.fee.map(unpricedFee),
    })),
  };
}
