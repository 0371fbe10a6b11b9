import { errorText } from '../../api/errorText';
import type { Asset } from '../../api/types';
import { reviewMessages } from '../../i18n/en/review';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { ConsentCheckbox } from './ConsentCheckbox';
import type { RecipientContract } from './reviewGate';

/**
 * What Review's contract check found about a typed recipient on the destination chain (`to`):
 * while it reads, that it is checking (busy, so nothing is pressed on a half answer); a contract,
 * in words with the checkbox "I understand the recipient is a contract" that Confirm swap waits
 * for; a failed read, that the recipient could not be checked and why, so the person checks it
 * before confirming. An account, or a recipient not checked, says nothing.
 */
export function RecipientContractNotice({
  contract,
  to,
  acknowledged,
  onAcknowledge,
}: {
  contract: RecipientContract;
  to: Asset;
  acknowledged: boolean;
  onAcknowledge(acknowledged: boolean): void;
}) {
  const i18n = useI18n();
  const t = useT(reviewMessages);
  const chain = to.blockchain;
  switch (contract.status) {
    case 'checking':
      return (
        <p aria-busy="true" className="mt-2 text-xs text-text-muted">
          {t('recipientChecking', { chain })}
        </p>
      );
    case 'contract':
      return (
        <div className="mt-2 border-t border-border pt-2 text-warning">
          <p className="text-xs wrap-anywhere">⚠ {t('recipientIsContract', { chain })}</p>
          <ConsentCheckbox checked={acknowledged} onChange={onAcknowledge} className="mt-1">
            {t('acknowledgeContract')}
          </ConsentCheckbox>
        </div>
      );
    case 'failed':
      return (
        <p className="mt-2 text-xs text-warning wrap-anywhere">
          ⚠{' '}
          {t('recipientNotChecked', {
            reason: errorText(i18n, contract.error),
            symbol: to.symbol,
            chain,
          })}
        </p>
      );
    default:
      return null;
  }
}
