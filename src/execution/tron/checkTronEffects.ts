import type { Asset, Step } from '../../api/types';
import type { AccountEffect, AssetId, SameAddress } from '../effects/accountEffects';
import { type AssetInfo, EffectRefusedError } from '../effects/effectErrors';
import { type AllowedEffects, judgeEffects } from '../effects/judgeEffects';
import type { TronCallSimulation } from '../signers';
import type { CheckedTronTxn } from './checkTronTransaction';
import { tronTextToEvmHex } from './tronAddress';
import { tronEffects } from './tronEffects';

/** TRX as routes name it when the step's own assets do not (the zero address, base58). */
const TRX_PLACEHOLDER = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** Tron addresses compare by their 20 bytes, whether written base58 (`T…`) or hex (`41…`). */
const sameTronAddress: SameAddress = (a, b) =>
  (tronTextToEvmHex(a) ?? a).toLowerCase() === (tronTextToEvmHex(b) ?? b).toLowerCase();

export interface TronEffectContext {
  step: Step;
  /** The transaction after the shape checks: what the wallet would sign. */
  checked: CheckedTronTxn;
  /** The call's simulation; undefined for a TRX transfer, which runs no code. */
  simulation: TronCallSimulation | undefined;
  /** The route's assets, to name what an effect moves. */
  routeTokens: readonly Asset[];
  /** A chain read of a token's symbol and decimals, to name one the route does not have. */
  readToken?: ((token: string) => Promise<AssetInfo | undefined>) | undefined;
  /**
   * A chain read of the account's allowance to `spender` before the transaction: an `Approval`
   * at or below it (a `transferFrom` spending an allowance emits one) takes nothing away.
   */
  readAllowance?: ((token: string, spender: string) => Promise<bigint | undefined>) | undefined;
}

/**
 * Holds what the transaction would do to the user's account to what its reviewed step allows
 * (`judgeEffects`), before any wallet prompt:
 * - an approval step grants exactly its checked amount of the token it spends to its spender,
 *   and moves nothing;
 * - any other step spends at most its `from` asset's `inputAmount`, and TRX at most the
 *   `call_value` it states (already held to its native input plus wallet-paid fees); nothing
 *   else leaves and nothing is granted.
 * Throws `EffectRefusedError` (nothing signed), naming a token the route does not have by a
 * chain read; answers the effects when they pass.
 */
export async function checkTronEffects(ctx: TronEffectContext): Promise<AccountEffect[]> {
  const { step, checked } = ctx;
  const native = trxAsset(ctx);
  const derived = tronEffects({
    account: checked.owner,
    native,
    callValue: checked.callValue,
    callTokenValue: checked.callTokenValue,
    tokenId: checked.tokenId,
    target: checked.target,
    logs: ctx.simulation?.logs ?? [],
  });
  const effects = await Promise.all(derived.map((e) => withPrevious(e, ctx)));
  const allowed: AllowedEffects =
    checked.kind === 'approval'
      ? {
          spend: [],
          grant: {
            asset: step.from.address,
            spender: checked.spender ?? '',
            amount: checked.approvalAmount ?? 0n,
          },
        }
      : {
          spend: [
            ...(step.from.isNative ? [] : [{ asset: step.from.address, max: step.inputAmount }]),
            { asset: native, max: checked.callValue },
          ],
        };
  const problems = judgeEffects(effects, allowed, sameTronAddress);
  if (problems.length === 0) return effects;
  const known = (asset: AssetId) => assetInfo(step.from.chainId, ctx.routeTokens, native, asset);
  const read = new Map<AssetId, AssetInfo | undefined>();
  for (const { asset } of problems) {
    if (asset && !known(asset) && tronTextToEvmHex(asset) && !read.has(asset)) {
      read.set(asset, await ctx.readToken?.(asset));
    }
  }
  throw new EffectRefusedError(problems, (asset) => known(asset) ?? read.get(asset));
}

/** A numeric grant with the allowance it replaces, when the chain says. */
async function withPrevious(effect: AccountEffect, ctx: TronEffectContext): Promise<AccountEffect> {
  if (effect.kind !== 'grant' || effect.amount === 'all' || !ctx.readAllowance) return effect;
  const previous = await ctx.readAllowance(effect.asset, effect.spender);
  return previous === undefined ? effect : { ...effect, previous };
}

/** How the route names TRX: the step's own native asset, else another of the route's. */
function trxAsset({ step, routeTokens }: TronEffectContext): AssetId {
  const chainId = step.from.chainId;
  const native = [step.from, step.to, ...routeTokens].find(
    (a) => a.chainId === chainId && a.isNative,
  );
  return native?.address ?? TRX_PLACEHOLDER;
}

function assetInfo(
  chainId: string,
  routeTokens: readonly Asset[],
  native: AssetId,
  asset: AssetId,
): AssetInfo | undefined {
  const token = routeTokens.find((t) => t.chainId === chainId && sameTronAddress(t.address, asset));
  if (token) return { symbol: token.symbol, decimals: token.decimals };
  return sameTronAddress(asset, native) ? { symbol: 'TRX', decimals: 6 } : undefined;
}
