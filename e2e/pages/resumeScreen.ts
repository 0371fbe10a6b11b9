import { expect, type Locator } from '@playwright/test';
import type { SandboxToken } from '../fixtures';
import type { SandboxWallet } from './sandboxWallet';

/** The sandbox chains' names, as the terms say them ("2 USDC on Sandbox Ethereum"). */
const CHAIN_NAMES: Record<string, string> = {
  '31337': 'Sandbox Ethereum',
  '31338': 'Sandbox Base',
  '31339': 'Sandbox Tron',
  'sandbox-cosmos-1': 'Sandbox Cosmos',
};

/** The terms a swap was confirmed with: what is paid, the token that arrives, and where. */
export interface SwapTerms {
  from: SandboxToken;
  to: SandboxToken;
  /** What is paid, as typed in the link (`2`). */
  amount: string;
  /** The recipient's whole address. */
  recipient: string;
}

/**
 * The Resume screen in "Swap progress" (`ResumeSwap.tsx`): a swap read from storage (a reload,
 * a `storage` event) or taken over from another tab, whose next step may need the wallet,
 * restates its terms and waits for "Resume swap". Until it is pressed the wallet is never asked.
 */
export class ResumeScreen {
  readonly button: Locator;

  constructor(readonly progress: Locator) {
    this.button = progress.getByRole('button', { name: 'Resume swap' });
  }

  /** The value of one of the terms ("You pay", "You receive at least", "Recipient"). */
  term(label: string): Locator {
    return this.progress
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /**
   * The screen shows `terms` (the recipient in full) and the wallet stays quiet: before it shows,
   * and for `quietMs` after (a prompt that would open by itself comes right after a takeover).
   */
  async expectShown(wallet: SandboxWallet, terms: SwapTerms, quietMs = 2_000): Promise<void> {
    await wallet.expectNoPromptUntil(this.button);
    const { from, to } = terms;
    await expect(this.term('You pay')).toHaveText(
      `${terms.amount} ${from.symbol} on ${chainName(from)}`,
    );
    await expect(this.term('You receive at least')).toHaveText(
      new RegExp(`^[\\d.,]+ ${to.symbol} on ${chainName(to)}$`),
    );
    await expect(this.term('Recipient')).toHaveText(terms.recipient, { ignoreCase: true });
    await wallet.expectNoPromptFor(quietMs);
    await expect(this.button).toBeVisible();
  }

  /** Presses "Resume swap": from now on this tab may ask the wallet. */
  async resume(): Promise<void> {
    await this.button.click();
    await expect(this.button).toBeHidden();
  }
}

function chainName(token: SandboxToken): string {
  const name = CHAIN_NAMES[token.chainId];
  if (!name) throw new Error(`no sandbox chain name for ${token.chainId}`);
  return name;
}
