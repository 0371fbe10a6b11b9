import { expect, type Locator, type Page } from '@playwright/test';

/** The example host app's own parts (examples/host-app), by roles and accessible names only. */
export class HostAppPage {
  /** The host's wallet area: its Connect buttons, or the account and Disconnect. */
  readonly wallet: Locator;
  readonly account: Locator;
  /** What the host was told through the widget's `onEvent`, one item per event. */
  readonly events: Locator;

  constructor(readonly page: Page) {
    this.wallet = page.getByRole('navigation', { name: 'Wallet' });
    this.account = this.wallet.getByRole('status', { name: 'Host account' });
    this.events = page.getByRole('list', { name: 'Widget events' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Host app' })).toBeVisible();
  }

  /** Connects with the host's own button for `connector` (its name, as wagmi has it). */
  async connect(connector: string): Promise<void> {
    await this.wallet.getByRole('button', { name: `Connect ${connector}` }).click();
    await expect(this.account).toBeVisible();
  }
}
