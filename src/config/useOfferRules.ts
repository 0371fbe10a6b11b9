import { useMemo } from 'react';
import { type OfferRules, offerRules } from './offerRules';
import { useWidgetConfig } from './WidgetConfigProvider';

/** This widget's `offerRules`, read once per config. */
export function useOfferRules(): OfferRules {
  const { chains, tokens, providers } = useWidgetConfig();
  return useMemo(() => offerRules({ chains, tokens, providers }), [chains, tokens, providers]);
}
