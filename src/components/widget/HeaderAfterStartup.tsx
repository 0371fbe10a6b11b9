import { HistoryButton } from '../history/HistoryButton';
import { AccountButton } from '../wallet/AccountButton';

/**
 * The header's buttons nobody needs before the first answers are painted: the account (no
 * wallet is connected before then) and the history, each unless the integrator hid it
 * (`hiddenUI`: `walletMenu`, `history`). One chunk, loaded after startup.
 */
export function HeaderAfterStartup({ account, history }: { account: boolean; history: boolean }) {
  return (
    <>
      {account && <AccountButton />}
      {history && <HistoryButton />}
    </>
  );
}
