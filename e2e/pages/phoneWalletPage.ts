import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The sandbox's "Sandbox phone wallet" page (`/__sandbox/phone-wallet`): the WalletConnect wallet
 * a person pastes a `wc:` link into, found by role and name as a person finds it.
 */
export class PhoneWalletPage {
  readonly status: Locator;
  readonly approvedNamespaces: Locator;

  constructor(
    readonly page: Page,
    private readonly sandboxUrl: string,
  ) {
    this.status = page.getByRole('status');
    this.approvedNamespaces = page.getByRole('list', { name: 'Approved namespaces' });
  }

  /**
   * Opens the page on a wallet as a newcomer finds it: the sandbox keeps one phone wallet for all
   * its tests, so what an earlier test left (a session, a mode) is cleared first.
   */
  async goto(): Promise<void> {
    const api = `${this.sandboxUrl}/__sandbox/phone-wallet`;
    for (const answer of [
      this.page.request.put(`${api}/settings`, { data: { autoApprove: false, mode: 'normal' } }),
      this.page.request.post(`${api}/disconnect`),
    ]) {
      const res = await answer;
      expect(res.ok(), await res.text()).toBe(true);
    }
    await this.page.goto(api);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Sandbox phone wallet');
  }

  /** Pastes the link and connects; waits until the wallet says it is connected. */
  async pair(uri: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri);
    await this.page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(this.status).toHaveText(/^Connected to /);
  }

  /** The listed request whose heading names `method`, the newest first. */
  request(method: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(`: ${method} on `) }) })
      .first();
  }

  async approve(method: string): Promise<void> {
    const request = this.request(method);
    await request.getByRole('button', { name: /^Approve request \d+$/ }).click();
    await expect(request).toContainText('Status: approved');
  }
}
