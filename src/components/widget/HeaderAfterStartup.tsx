import { HistoryButton } from '../history/HistoryButton';
import { AccountButton } from '../wallet/AccountButton';

/**
 * The header's buttons nobody needs before the first answers are painted: the account (no
 * wallet is connected before then) and the history. One chunk, loaded after startup.
 */
export function HeaderAfterStartup() {
  return (
    <>
      <AccountButton />
      <HistoryButton />
    </>
  );
}
