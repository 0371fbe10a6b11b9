import type { NetworkType } from '../../api/types';
import { recipientFieldMessages } from '../../i18n/en/recipientField';
import { useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import { NETWORK_FACTS } from '../../lib/networkFacts';

/**
 * "Use my Solana wallet (9WzD…AWWM)": the wallet connected for the destination, offered as the
 * recipient in one click. Its name is its visible text (a voice-control user says what they see);
 * the whole address is in the tooltip.
 */
export function UseMyWalletButton({
  networkType,
  address,
  onUse,
}: {
  networkType: NetworkType;
  address: string;
  onUse(address: string): void;
}) {
  const t = useT(recipientFieldMessages);
  return (
    <button
      type="button"
      title={address}
      onClick={() => onUse(address)}
      className="self-start rounded-md px-1.5 py-0.5 text-xs font-semibold text-accent hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
    >
      {t('useMyWallet', {
        network: NETWORK_FACTS[networkType].name,
        address: shortenAddress(address),
      })}
    </button>
  );
}
