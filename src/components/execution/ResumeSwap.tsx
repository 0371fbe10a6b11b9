import { Fragment } from 'react';
import { errorText } from '../../api/errorText';
import type { Asset } from '../../api/types';
import { approvalsWidenedBy } from '../../execution/evm/widenedApprovals';
import {
  currentStepIndex,
  type Execution,
  isStepFinished,
  isStepInFlight,
} from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { useFormat, useI18n, useT } from '../../i18n/I18nProvider';
import { tokenKey } from '../../lib/tokenKey';
import { useChains } from '../../queries';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useWalletKnown } from '../../wallets/useWalletKnown';
import { isWalletNetworkType, useWalletState } from '../../wallets/walletState';
import { ConnectWalletButton } from './ConnectWalletButton';
import { useExecutionController } from './executionContext';
import { useRecordDecimals } from './useRecordDecimals';

/**
 * A swap this tab did not start, or started before a reload, waiting for its next signature:
 * its terms, read from the stored record, restated in full (what is paid, the least that
 * arrives, the whole recipient address) before "Resume swap" lets this tab ask the wallet.
 * The record is storage, which anything on the page can write: the person, not the record,
 * decides to sign again (`execution/tabs/approvals.ts`). A wallet its step is known to need must
 * be connected first: one that did not come back after the reload (a browser wallet a page load
 * may not reconnect without a prompt) is asked for with the main button's words. A record whose
 * token decimals the token list contradicts is refused in words instead (`useRecordDecimals`):
 * its amounts would be restated in the wrong units.
 */
export function ResumeSwap({ execution }: { execution: Execution }) {
  const t = useT(executionMessages);
  const fmt = useFormat();
  const { resumeHere } = useExecutionController();
  const { route } = execution;
  // The wallet its step is known to need (`awaitsWallet`: `/nextTx` asked for a signature, or
  // what it sent is followed through the wallet); a step not known to need one yet asks `/nextTx`
  // first once resumed, and one that signs nothing never needs it.
  const type = execution.steps[currentStepIndex(execution) ?? -1]?.awaitsWallet;
  // Known to be away: its stack is up (it reconnected what it could) and nothing is connecting.
  // Until then Resume swap shows, and waits for the wallet.
  const known = useWalletKnown(type);
  const away = useWalletState(
    (s) => isWalletNetworkType(type) && s[type].status === 'disconnected',
  );
  const walletMissing = known && away;
  const minimum = execution.confirmedMinOutput ?? route.minOutputAmount;
  const i18n = useI18n();
  // An approval still to sign that the person's stored setting makes unlimited: said here too.
  const unlimited = useWidgetStore((s) => s.settings.unlimitedApprovals);
  const toSign = execution.steps.filter((s) => !isStepFinished(s) && !isStepInFlight(s));
  const widened = approvalsWidenedBy(
    unlimited,
    toSign.map((s) => s.step),
    { chains: useChains().data, final: true },
  );
  // A token whose stored decimals the token list contradicts: its amounts are not restated.
  const refused = useRecordDecimals(execution);
  if (refused) {
    return (
      <div className="rounded-lg border border-border px-3 py-2 text-sm" role="alert">
        {errorText(i18n, refused)}
      </div>
    );
  }
  const amount = (value: bigint, asset: Asset) =>
    t('termsAmount', {
      amount: fmt.amount(value, asset.decimals, { maxFractionDigits: asset.decimals }),
      symbol: asset.symbol,
      chain: asset.blockchain,
    });
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border px-3 py-2 text-sm">
      <p>{t('resumeIntro')}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-text-muted">{t('resumePay')}</dt>
        <dd className="wrap-anywhere">{amount(route.inputAmount, route.from)}</dd>
        <dt className="text-text-muted">{t('resumeMinimum')}</dt>
        <dd className="wrap-anywhere">{amount(minimum, route.to)}</dd>
        <dt className="text-text-muted">{t('resumeRecipient')}</dt>
        <dd className="font-mono text-xs break-all">{execution.recipient}</dd>
        {widened.map((token) => (
          <Fragment key={tokenKey(token)}>
            <dt className="text-text-muted">{t('resumeApproval')}</dt>
            <dd className="wrap-anywhere">
              {t('resumeUnlimitedApproval', { symbol: token.symbol, chain: token.blockchain })}
            </dd>
          </Fragment>
        ))}
      </dl>
      {walletMissing && type ? (
        <ConnectWalletButton networkType={type} />
      ) : (
        <button
          type="button"
          onClick={resumeHere}
          className="rounded-2xl bg-accent px-4 py-3 font-semibold text-accent-text"
        >
          {t('resumeSwap')}
        </button>
      )}
    </div>
  );
}
