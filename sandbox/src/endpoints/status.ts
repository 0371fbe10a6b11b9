import { formatUnits } from 'viem';
import type { Catalog } from '../catalog/catalog';
import { fillTxnUrl } from '../catalog/chains';
import type { SandboxContext } from '../context';
import { badParam } from '../errors';
import { orderReport } from '../orders/orderDesk';
import { withApprovals } from '../quoting/approvals';
import { isValidTxnHash } from '../status/hashes';
import type { StatusReport } from '../status/statusSource';
import type { TxnStatus, WireAsset } from '../wire';
import { findRoute, findStep } from './lookup';

/**
 * `GET /v1/status?routeId&stepId&txnHash`: the step's transaction status from the StatusSource
 * (a timeline until the ledgers answer), with explorer links from the chains' templates, and,
 * once a ledger says what was delivered, `outputAmount`, `outputAmountDisplay` and `outputToken`
 * (on `success` and `partial-success`). `txnHash` is required except for steps with no user
 * transaction: relayer claims, and gasless orders, whose status is the order's (orders/, a
 * `txnHash` is ignored).
 */
export async function getStatus(ctx: SandboxContext, query: URLSearchParams) {
  const stored = findRoute(ctx, query);
  withApprovals(ctx, stored);
  const { step, plan } = findStep(stored, query);
  // A gasless order's status is the order's (`POST /submit`): the user sent no transaction.
  const txnHash = plan.gasless ? undefined : query.get('txnHash')?.trim() || undefined;
  if (!plan.skipTxn && !plan.gasless) {
    if (!txnHash) throw badParam('txnHash', 'is required');
    if (!isValidTxnHash(step.from.networkType, txnHash)) {
      throw badParam('txnHash', `not a ${step.from.networkType} transaction hash`);
    }
  }

  // The source is always asked (a timeline starts counting at first sight), then the status
  // fault, if any, overrides its answer.
  const truth = plan.gasless
    ? orderReport(stored, step.stepId)
    : await ctx.statusSource.status({ route: stored, step, txnHash, now: ctx.config.now() });
  const override = ctx.faults.statusOverride;
  const report: StatusReport =
    override === 'stuck'
      ? { status: 'in-progress' }
      : override === 'fail'
        ? { status: 'failed' }
        : truth;

  const src = ctx.catalog.chain(step.from.chainId)!;
  const dest = ctx.catalog.chain(step.to.chainId)!;
  const result: {
    routeId: string;
    stepId: string;
    status: TxnStatus;
    srcTxnHash?: string;
    srcTxnUrl?: string;
    destTxnHash?: string;
    destTxnUrl?: string;
    outputAmount?: string;
    outputAmountDisplay?: string;
    outputToken?: WireAsset;
  } = { routeId: stored.route.routeId, stepId: step.stepId, status: report.status };
  if (txnHash) {
    result.srcTxnHash = txnHash;
    result.srcTxnUrl = fillTxnUrl(src.explorer.txn, txnHash);
  }
  if (report.destTxnHash) {
    result.destTxnHash = report.destTxnHash;
    result.destTxnUrl = fillTxnUrl(dest.explorer.txn, report.destTxnHash);
  }
  // As the live service does: what actually arrived, in the token that arrived.
  const delivered = report.output && deliveredAsset(ctx.catalog, report.output);
  if (report.output && delivered) {
    result.outputAmount = report.output.amount.toString();
    result.outputAmountDisplay = formatUnits(report.output.amount, delivered.decimals);
    result.outputToken = delivered;
  }
  return result;
}

/** The catalog's asset for a delivered token (native SOL is listed under the wrapped mint). */
function deliveredAsset(
  catalog: Catalog,
  output: NonNullable<StatusReport['output']>,
): WireAsset | undefined {
  if (output.chainId === 'sol' && output.token === 'SOL') return catalog.native('sol');
  return catalog.token(output.chainId, output.token);
}
