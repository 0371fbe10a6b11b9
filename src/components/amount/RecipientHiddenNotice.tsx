import { useEffect } from 'react';
import { recipientFieldMessages } from '../../i18n/en/recipientField';
import { useT } from '../../i18n/I18nProvider';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { useRecipientCheck } from '../widget/useRecipientCheck';

/**
 * In place of the recipient row when the integrator hid it (`hiddenUI: ['toAddress']`): a pair
 * that needs a recipient (another network type, no wallet of it connected) says so in words, to
 * the person (connect a wallet there: the main button offers it) and, in the console, to the
 * integrator, rather than swapping to nobody's address. With the integrator's own `toAddress`
 * nothing is needed, unless it is no address of the destination network, which is said.
 */
export function RecipientHiddenNotice() {
  const { required, toNetworkType, fixed, error } = useRecipientCheck();
  const t = useT(recipientFieldMessages);
  const network = toNetworkType ? NETWORK_FACTS[toNetworkType].name : undefined;
  const asked = required && !fixed && network !== undefined;
  useEffect(() => {
    if (!asked) return;
    console.warn(
      `[swap-widget] config.hiddenUI hides 'toAddress', but this pair goes to a ${network} chain and needs a recipient: the person can only connect a ${network} wallet. Supply one in config.toAddress, show the field (remove 'toAddress' from hiddenUI) or offer chains of one network type (config.chains).`,
    );
  }, [asked, network]);
  if (fixed && error) {
    return (
      <p role="alert" className="rounded-xl border border-border px-3 py-2 text-xs text-danger">
        {error}
      </p>
    );
  }
  if (!asked) return null;
  return (
    <p role="status" className="rounded-xl border border-border px-3 py-2 text-xs text-warning">
      {t('recipientHidden', { network })}
    </p>
  );
}
