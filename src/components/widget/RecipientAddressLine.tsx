import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import { useWidgetActions } from '../../state/WidgetStoreProvider';

/**
 * "To: 0x12…abcd" with a Clear button: a typed recipient is never out of sight. `full` shows the
 * whole address (the review, where it is checked before paying), wrapped as needed. The
 * integrator's `toAddress` (`fixed`) has no Clear: the person cannot change it.
 */
export function RecipientAddressLine({
  address,
  full = false,
  fixed = false,
}: {
  address: string;
  full?: boolean;
  fixed?: boolean;
}) {
  const { updateSettings } = useWidgetActions();
  const t = useT(widgetMessages);
  return (
    <div className="flex items-start justify-between gap-2">
      <span className="min-w-0">
        {t('recipientTo')}{' '}
        {full ? (
          <span className="font-mono break-all">{address}</span>
        ) : (
          <span className="font-mono" title={address}>
            {shortenAddress(address)}
          </span>
        )}
      </span>
      {!fixed && (
        <button
          type="button"
          aria-label={t('clearRecipient')}
          onClick={() => updateSettings({ recipient: '' })}
          className="shrink-0 rounded-md px-1.5 py-0.5 text-xs font-semibold text-accent hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('clear')}
        </button>
      )}
    </div>
  );
}
