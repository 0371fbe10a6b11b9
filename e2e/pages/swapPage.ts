import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export type Side = 'source' | 'destination';

/** A section of the wallet menu ("EVM wallet", ...). */
export type WalletNetwork = 'EVM' | 'Solana' | 'Tron' | 'Cosmos';

/**
 * The hosted swap page, found by roles and accessible names only; or the widget in a frame of
 * `page` (`root`: the iframe page on a host page), where `goto` does not apply.
 */
export class SwapPage {
  readonly widget: Locator;
  readonly amountInput: Locator;
  readonly routes: Locator;
  readonly routeRadios: Locator;
  readonly settingsButton: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly root: Page | FrameLocator = page,
  ) {
    this.widget = root.getByRole('region', { name: 'Swap', exact: true });
    this.amountInput = root.getByRole('textbox', { name: 'You pay' });
    this.routes = root.getByRole('radiogroup', { name: 'Routes' });
    this.routeRadios = this.routes.getByRole('radio');
    this.settingsButton = root.getByRole('button', { name: 'Settings' });
    this.dialog = root.getByRole('dialog');
  }

  async goto(params: Record<string, string> = {}): Promise<void> {
    const search = new URLSearchParams(params).toString();
    await this.page.goto(search ? `/?${search}` : '/');
    await expect(this.widget).toBeVisible();
  }

  /**
   * A side's token button, named by what it shows, then its side: "USDC Sandbox Ethereum, source
   * token".
   */
  tokenButton(side: Side): Locator {
    return this.root.getByRole('button', { name: new RegExp(`, ${side} token$`) });
  }

  get searchBox(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Search tokens' });
  }

  chainButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Moves focus with Tab (or Shift+Tab) until `target` has it; keyboard only. */
  async tabTo(target: Locator, { backwards = false, max = 40 } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`could not reach ${target} with the keyboard`);
  }

  /**
   * Opens a side's picker, chooses the chain and the token, all by keyboard: Tab to the
   * trigger, Enter, Shift+Tab to the chain, Enter, Tab back to the search box, type, Enter.
   */
  async pickTokenByKeyboard(side: Side, chainName: string, query: string): Promise<void> {
    await this.tabTo(this.tokenButton(side));
    await this.page.keyboard.press('Enter');
    await expect(this.dialog).toBeVisible();
    await expect(this.searchBox).toBeFocused();
    const chain = this.chainButton(chainName);
    if ((await chain.getAttribute('aria-pressed')) !== 'true') {
      await this.tabTo(chain, { backwards: true });
      await this.page.keyboard.press('Enter');
      await expect(chain).toHaveAttribute('aria-pressed', 'true');
      await this.tabTo(this.searchBox);
    }
    await this.page.keyboard.type(query);
    // The list filters as the query is typed: wait for the filtered first option, not the one
    // that was first before the filter ran (Enter would pick that one on a busy machine).
    const firstOption = this.dialog.getByRole('option').first();
    await expect(firstOption).toContainText(query, { ignoreCase: true });
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await this.page.keyboard.press('Enter');
    await expect(this.dialog).toBeHidden();
    await expect(this.tokenButton(side)).toBeFocused();
  }

  /** Connects the sandbox dev wallet of `network` from the main button's wallet menu. */
  async connectDevWallet(network: WalletNetwork = 'EVM'): Promise<void> {
    await this.connectWallet(network, /Sandbox dev wallet \(test funds\)/);
  }

  /** Connects the wallet called `name` in `network`'s part of the main button's wallet menu. */
  async connectWallet(network: WalletNetwork, name: string | RegExp): Promise<void> {
    const menu = await this.openWalletMenu();
    await menu
      .getByRole('region', { name: `${network} wallet` })
      .getByRole('button', { name })
      .click();
    await expectWalletMenuClosed(menu);
  }

  /** Opens the wallet menu from the main button ("Connect wallet", "Connect Cosmos wallet"...). */
  async openWalletMenu(): Promise<Locator> {
    await this.root.getByRole('button', { name: /^Connect (Tron |Cosmos )?wallet/ }).click();
    const menu = this.root.getByRole('dialog', { name: 'Wallets' });
    await expect(menu).toBeVisible();
    return menu;
  }

  /**
   * Connects the sandbox dev wallets of both networks from one wallet menu: `other` first (the
   * menu stays open, it was opened for the source network), then `source` (the menu closes).
   */
  async connectDevWallets(source: WalletNetwork, other: WalletNetwork): Promise<void> {
    const menu = await this.openWalletMenu();
    const devWallet = (network: string) =>
      menu
        .getByRole('region', { name: `${network} wallet` })
        .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ });
    await devWallet(other).click();
    await expect(menu.getByRole('button', { name: `Disconnect ${other} wallet` })).toBeVisible();
    await devWallet(source).click();
    await expectWalletMenuClosed(menu);
  }

  /**
   * Opens the list behind "N more routes" (until then the chosen route shows alone); with one
   * route there is no such button.
   */
  async showAllRoutes(): Promise<void> {
    await expect(this.routeRadios.first()).toBeVisible();
    const more = this.root.getByRole('button', { name: /^\d+ more routes?$/ });
    if ((await more.count()) === 0 || (await more.getAttribute('aria-expanded')) === 'true') return;
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  }

  /**
   * Selects the route of `provider` (its radio's name starts with it) from the list of all, and
   * waits for its Review.
   */
  async chooseRoute(provider: string): Promise<void> {
    await this.showAllRoutes();
    const name = escapeRegExp(provider);
    const radio = this.root.getByRole('radio', { name: new RegExp(`^${name}, `) });
    await expect(radio).toBeVisible();
    // The radio is visually hidden inside its card's label: a person clicks the card.
    await this.routes.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
    await expect(
      this.root.getByRole('button', { name: new RegExp(`^Review ${name}, `) }),
    ).toBeEnabled();
  }

  /** Turns a checkbox setting (e.g. "Lite mode") on or off in the settings dialog, then closes it. */
  async setSetting(name: RegExp, on: boolean): Promise<void> {
    await this.settingsButton.click();
    await this.dialog.getByRole('checkbox', { name }).setChecked(on);
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }

  /** Review from the main button; answers the dialog once its decision is shown. */
  async openReview(): Promise<Locator> {
    await this.root.getByRole('button', { name: /^Review / }).click();
    const review = this.root.getByRole('dialog', { name: 'Review your swap' });
    await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeVisible();
    return review;
  }

  /**
   * Review (or the review already open), then Confirm swap; answers the progress region. A high
   * or unknown price impact is accepted when asked (small amounts pay a bridge's fixed fee): these
   * flows are about the swap, review.spec.ts about the impact. `beforeConfirm` runs once the
   * review's effect preview has settled, right before Confirm swap.
   */
  async confirmSwap(openReview?: Locator, beforeConfirm?: () => Promise<void>): Promise<Locator> {
    const review = openReview ?? (await this.openReview());
    // Review's effect preview asks `/createTx` and `/nextTx` as it opens: let it settle first, so
    // what the run then asks (and any fault a test sets in `beforeConfirm`) is the run's own.
    await expect(review.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await beforeConfirm?.();
    const accept = review.getByRole('checkbox', {
      name: /^I accept (a price impact|that the value)/,
    });
    if (await accept.isVisible()) await accept.check();
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await expect(review).toBeHidden();
    return this.root.getByRole('region', { name: 'Swap progress' });
  }

  /** Opens "Swap history" from the card's header; answers the dialog. */
  async openHistory(): Promise<Locator> {
    await this.root.getByRole('button', { name: 'History', exact: true }).click();
    const history = this.root.getByRole('dialog', { name: 'Swap history' });
    await expect(history).toBeVisible();
    return history;
  }

  /** The value of a history entry's field ("Sent", "Received"). */
  historyField(entry: Locator, name: string): Locator {
    return entry.locator(`dt:text-is("${name}") + dd`);
  }

  /** The page URL's query parameters. */
  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The wallet menu closes once the wallet clicked in it connects. When it stays open the failure
 * says what the menu showed (still looking for the wallet, an error in words, a wallet
 * connecting). It once stayed open with nothing said: the dialog, centred then, moved its buttons
 * as a section below filled in, and a click fell beside them (accountButton.spec.ts holds that
 * still).
 */
async function expectWalletMenuClosed(menu: Locator): Promise<void> {
  try {
    await expect(menu).toBeHidden();
  } catch (error) {
    const shown = await menu.textContent({ timeout: 1_000 }).catch(() => '(no longer there)');
    throw new Error(`The wallet menu stayed open after a wallet's click. It showed: ${shown}`, {
      cause: error,
    });
  }
}
