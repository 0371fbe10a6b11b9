import { expect, type Locator, type Page } from '@playwright/test';

/** One prompt of the sandbox wallet, as the test saw it. */
export interface WalletPrompt {
  /**
   * EVM: the transaction's `To`, or the `Contract` of typed data; Solana: its `Programs`; Tron:
   * its `Contract` or `To`; Cosmos: its `Messages`' types.
   */
  to: string;
  answer: 'signed' | 'rejected' | 'left open';
}

/**
 * The sandbox dev wallets' prompt (a dialog "Sandbox wallet", with `devWalletPrompt=1` in a
 * development build): the test is the wallet. Every prompt is recorded across reloads, so a test
 * can count what the wallet was asked, and a prompt that shows up unexpected fails the wait.
 */
export class SandboxWallet {
  readonly dialog: Locator;
  readonly prompts: WalletPrompt[] = [];

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Sandbox wallet' });
  }

  /**
   * From now on, every prompt is signed as it opens; answers each prompt's text, in order. Each
   * prompt is a dialog of its own and the next may open at once (approval, then bridge): the
   * handler waits for the one it answered, not for no dialog at all (`noWaitAfter`).
   */
  async signEveryPrompt(): Promise<string[]> {
    const texts: string[] = [];
    await this.page.addLocatorHandler(
      this.dialog,
      async (dialog) => {
        texts.push(((await dialog.textContent()) ?? '').replace(/\s+/g, ' '));
        const answered = await dialog.elementHandle();
        await dialog.getByRole('button', { name: 'Sign' }).click();
        await answered?.waitForElementState('hidden');
      },
      { noWaitAfter: true },
    );
    return texts;
  }

  /** Prompts signed, by `To` or typed data's `Contract` (EVM), or programs (Solana). */
  get signed(): string[] {
    return this.prompts.filter((p) => p.answer === 'signed').map((p) => p.to);
  }

  sign(): Promise<string> {
    return this.next('signed');
  }

  reject(): Promise<string> {
    return this.next('rejected');
  }

  /** Waits for the next prompt and leaves it open (a reload follows). */
  open(): Promise<string> {
    return this.next('left open');
  }

  /**
   * Waits until `target` is visible while the wallet stays quiet: a prompt before it means the
   * wallet was asked for something the test did not expect, and fails here.
   */
  async expectNoPromptUntil(target: Locator, timeout = 30_000): Promise<void> {
    await expect(target.or(this.dialog).first()).toBeVisible({ timeout });
    if (await this.dialog.isVisible()) {
      throw new Error(`unexpected wallet prompt: ${await this.dialog.textContent()}`);
    }
  }

  /**
   * The wallet stays quiet for `ms`: for a prompt that would open by itself when nothing on
   * screen marks the moment it would (`expectNoPromptUntil` is the wait when something does).
   */
  async expectNoPromptFor(ms = 2_000): Promise<void> {
    const opened = await this.dialog
      .first()
      .waitFor({ state: 'visible', timeout: ms })
      .then(
        () => true,
        () => false,
      );
    if (opened) {
      throw new Error(`unexpected wallet prompt: ${await this.dialog.first().textContent()}`);
    }
  }

  private async next(answer: WalletPrompt['answer']): Promise<string> {
    await expect(this.dialog).toBeVisible({ timeout: 30_000 });
    const to =
      (
        await this.detail('To')
          .or(this.detail('Programs'))
          .or(this.detail('Contract'))
          .or(this.detail('Messages'))
          .first()
          .textContent()
      )?.trim() ?? '';
    this.prompts.push({ to, answer });
    if (answer !== 'left open') {
      // Each prompt is a dialog of its own, and the next one may open at once: wait for this one.
      const answered = await this.dialog.elementHandle();
      await this.dialog
        .getByRole('button', { name: answer === 'signed' ? 'Sign' : 'Reject' })
        .click();
      await answered?.waitForElementState('hidden');
    }
    return to;
  }

  /** The value of one line of what is signed ("To", "Network", a typed message's fields, ...). */
  detail(label: string): Locator {
    return this.dialog
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
