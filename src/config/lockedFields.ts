import * as v from 'valibot';
import type { OfferRules } from './offerRules';
import { amountSchema } from './urlState';
import type { WidgetConfig } from './widgetConfig';
import type { LockableField } from './widgetOptions';

/** The fields the user cannot change, each with its value in the config's `defaults`. */
export type LockedFields = ReadonlySet<LockableField>;

/**
 * The config's `locked` fields that hold: a field is locked only with its default there (a token
 * with its chain), and that default offered (a fixed choice the form may not use would leave
 * nothing to swap: the field is left free, and the pickers say the default is not offered). A
 * locked token fixes its chain too, since another chain has other tokens.
 */
export function lockedFields(
  config: Pick<WidgetConfig, 'locked' | 'defaults'>,
  rules: OfferRules,
): LockedFields {
  const asked = new Set(config.locked);
  const d = config.defaults ?? {};
  const locked = new Set<LockableField>();
  const side = (chain?: string, token?: string) => ({
    chain: chain !== undefined && chain !== '' && rules.isChainOffered(chain),
    token:
      chain !== undefined &&
      token !== undefined &&
      token !== '' &&
      rules.isTokenOffered(chain, token),
  });
  const from = side(d.fromChain, d.fromToken);
  const to = side(d.toChain, d.toToken);
  if (asked.has('fromToken') && from.token) locked.add('fromToken').add('fromChain');
  if (asked.has('fromChain') && from.chain) locked.add('fromChain');
  if (asked.has('toToken') && to.token) locked.add('toToken').add('toChain');
  if (asked.has('toChain') && to.chain) locked.add('toChain');
  if (asked.has('amount') && v.is(amountSchema, d.amount ?? '')) locked.add('amount');
  return locked;
}
