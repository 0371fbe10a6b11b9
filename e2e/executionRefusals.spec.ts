import type { Locator } from '@playwright/test';
import { expect, type Ledger, type SandboxToken, type SwapStart, test } from './fixtures';
import type { SandboxWallet } from './pages/sandboxWallet';

/**
 * When a swap cannot go on (issue 9), with the sandbox wallet asking before each signature
 * (`devWalletPrompt=1`) so the test is the wallet: a rejection in the wallet, a transaction the
 * simulation says would revert, an expired quote, and every payload a hostile routing service
 * could tamper with. Each ends in its state, in words on screen, with nothing signed that should
 * not be (the prompts are counted, the ledger read), and its way forward finishes the swap.
 */

interface Swap extends SwapStart {
  /** Wallet signatures of a whole run: an ERC-20 swap's approval and swap, or one transaction. */
  signatures: number;
}

const erc20Swap: Swap = {
  from: ['31337', 'USDC'],
  to: ['31337', 'WETH'],
  amount: '1',
  provider: 'Sandswap',
  signatures: 2,
};
const nativeSwap: Swap = {
  from: ['31337', 'ETH'],
  to: ['31337', 'USDC'],
  amount: '0.001',
  provider: 'Sandswap',
  signatures: 1,
};
const solanaSwap: Swap = {
  from: ['sol', 'USDC'],
  to: ['sol', 'SOL'],
  amount: '1',
  provider: 'Dunes AMM',
  signatures: 1,
};

/** What the wallet's own ledger says: the EVM nonce, or the Solana wallet's lamports. */
const walletState = (ledger: Ledger, from: SandboxToken) =>
  from.chainId === 'sol' ? ledger.balance(from) : ledger.nonce(from.chainId).then(BigInt);

/**
 * Signs what is left of the run until "Swap complete" (no other prompt may come), then checks the
 * ledger: an EVM wallet sent exactly the run's transactions, and no allowance is left.
 */
async function finish(
  { wallet, ledger, progress }: { wallet: SandboxWallet; ledger: Ledger; progress: Locator },
  swap: Swap,
  from: SandboxToken,
  before: bigint,
): Promise<void> {
  while (wallet.signed.length < swap.signatures) await wallet.sign();
  await wallet.expectNoPromptUntil(progress.getByRole('status').getByText('Swap complete'));
  if (from.chainId === 'sol') return;
  expect(BigInt(await ledger.nonce(from.chainId)) - before, 'transactions sent').toBe(
    BigInt(swap.signatures),
  );
  const spender = wallet.signed.at(-1) ?? '';
  if (swap.signatures === 2) expect(await ledger.allowance(from, spender)).toBe(0n);
}

interface WayForwardCase {
  name: string;
  swap: Swap;
  faults?: Record<string, unknown>;
  /** The wallet's answers before the swap stops. */
  answers: ('sign' | 'reject')[];
  ends: 'Swap stopped' | 'Swap failed';
  words: RegExp;
  way: 'Try again' | 'Get a new quote';
}

const WAYS_FORWARD: WayForwardCase[] = [
  {
    name: 'a rejection in the wallet stops the swap; Try again asks again',
    swap: erc20Swap,
    answers: ['reject'],
    ends: 'Swap stopped',
    words: /The transaction request was rejected in the wallet\./,
    way: 'Try again',
  },
  {
    name: 'after a rejection, Get a new quote gives the route up and starts over',
    swap: erc20Swap,
    answers: ['reject'],
    ends: 'Swap stopped',
    words: /The transaction request was rejected in the wallet\./,
    way: 'Get a new quote',
  },
  {
    name: 'a transaction that would revert is not offered for signature; Try again gets a new one',
    swap: nativeSwap,
    faults: { tamperNextTx: ['revert'] },
    answers: [],
    ends: 'Swap stopped',
    words:
      /This transaction would fail on chain \(SandboxRouter: deadline expired\), so your wallet was not asked to sign it\. Nothing was signed\./,
    way: 'Try again',
  },
  {
    name: 'an expired quote (410 on /nextTx) ends the swap; Get a new quote starts over',
    swap: erc20Swap,
    faults: { nextRequests: { nextTx: [410] } },
    answers: [],
    ends: 'Swap failed',
    words: /This quote has expired\. Get a fresh quote to continue\./,
    way: 'Get a new quote',
  },
];

for (const c of WAYS_FORWARD) {
  test(
    c.name,
    async ({ page, swapPage, startSwap, sandboxToken, sandboxWallet, faults, ledger }) => {
      const from = await sandboxToken(...c.swap.from);
      const before = await walletState(ledger, from);
      const { faults: set } = c;
      const { progress } = await startSwap(c.swap, {
        beforeConfirm: set && (() => faults.set(set)),
      });
      for (const answer of c.answers) {
        await (answer === 'sign' ? sandboxWallet.sign() : sandboxWallet.reject());
      }
      const end = progress.getByRole('status');
      await sandboxWallet.expectNoPromptUntil(end.getByText(c.ends, { exact: true }));
      await expect(end).toContainText(c.words);
      expect(await walletState(ledger, from), 'nothing was sent').toBe(before);
      const other = c.way === 'Try again' ? 'Get a new quote' : 'Try again';
      if (c.ends === 'Swap failed')
        await expect(progress.getByRole('button', { name: other })).toBeHidden();

      await progress.getByRole('button', { name: c.way }).click();
      if (c.way === 'Get a new quote') {
        await expect(swapPage.amountInput).toHaveValue(c.swap.amount);
        await swapPage.confirmSwap();
      }
      await finish({ wallet: sandboxWallet, ledger, progress }, c.swap, from, before);
      // What ended stays ended: a reload shows the form, not an old execution.
      await page.reload();
      await expect(swapPage.amountInput).toBeVisible();
      await expect(progress).toBeHidden();
    },
  );
}

interface TamperCase {
  /** The sandbox's tamperings (`tamperNextTx`), in the order `/nextTx` answers take them. */
  tamper: string[];
  swap: Swap;
  /** The rule's words on screen. */
  words: string;
  /** Prompts signed before the tampered payload comes (the step before it was honest). */
  signedFirst?: number;
  /** A token outside the route the payload would move: the chain must show its balance kept. */
  keeps?: [chainId: string, symbol: string];
}

const TAMPERED: TamperCase[] = [
  {
    tamper: ['spender'],
    swap: erc20Swap,
    words:
      'The approval would let another contract spend your tokens than the one that swaps them.',
  },
  {
    tamper: ['approvalToken'],
    swap: erc20Swap,
    words: 'The approval is for another token than the one this step spends.',
  },
  {
    tamper: ['sender'],
    swap: erc20Swap,
    words: 'The transaction would be sent from another wallet than yours.',
  },
  {
    tamper: ['chain'],
    swap: erc20Swap,
    words: 'The transaction is for another network than this step.',
  },
  {
    tamper: ['value'],
    swap: nativeSwap,
    words: 'The transaction would send more of your native coin than this step needs.',
  },
  {
    // The approval step reads the swap's payload for its spender: `value` is taken there (only
    // its `to` is read), so `target` comes with the swap's own payload, after the approval.
    tamper: ['value', 'target'],
    swap: erc20Swap,
    words: 'The transaction goes to another contract than the one given for this route.',
    signedFirst: 1,
  },
  {
    // The swap becomes DAI.transfer(0xbad0…, 1000 DAI): DAI is no token of the route, so no
    // shape check refuses it; its simulated effect does.
    tamper: ['foreignTransfer'],
    swap: nativeSwap,
    words: 'This transaction would also send 1,000 DAI from your wallet.',
    keeps: ['31337', 'DAI'],
  },
  {
    tamper: ['feePayer'],
    swap: solanaSwap,
    words: 'The transaction would be paid for by another account than your wallet.',
  },
  {
    tamper: ['extraSigner'],
    swap: solanaSwap,
    words: 'The transaction needs a signature from another account than your wallet.',
  },
  {
    tamper: ['foreignProgram'],
    swap: solanaSwap,
    words: 'The transaction calls a program that is not part of this route.',
  },
  {
    // Every shape passes (the Token program, the user the only signer); the simulated effect
    // shows 1,000 BONK leaving (its development mint, outside the route: named by its address).
    tamper: ['solForeignTransfer'],
    swap: solanaSwap,
    words: 'This transaction would also send 1,000 DUid…Eyvd from your wallet.',
  },
];

/**
 * The cases that share a swap and the honest steps signed before the tampered payload: one swap
 * runs them one after another, each refusal followed by Try again with the next tampering set,
 * then by the honest payload. A page load and a quote per tampering would cost the e2e run's
 * shared cores more than the refusals themselves.
 */
function bySwap(cases: TamperCase[]): TamperCase[][] {
  const groups = new Map<string, TamperCase[]>();
  for (const c of cases) {
    const key = `${c.swap.from.join(' ')} > ${c.swap.to.join(' ')}, ${c.signedFirst ?? 0} signed`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()];
}

for (const cases of bySwap(TAMPERED)) {
  const [first] = cases as [TamperCase, ...TamperCase[]];
  const names = cases.map((c) => c.tamper.join(', ')).join('; ');
  test(`tampered payloads (${names}) are each refused before the wallet is asked`, async ({
    startSwap,
    sandboxToken,
    sandboxWallet,
    faults,
    ledger,
  }) => {
    const { swap } = first;
    const from = await sandboxToken(...swap.from);
    const before = await walletState(ledger, from);
    const kept = await Promise.all(
      cases.flatMap((c) => (c.keeps ? [sandboxToken(...c.keeps)] : [])),
    );
    const keptBefore = await Promise.all(kept.map((token) => ledger.balance(token)));
    const expectKept = async () => {
      for (const [i, token] of kept.entries()) {
        expect(await ledger.balance(token), `${token.symbol} on the chain`).toBe(keptBefore[i]);
      }
    };
    const { progress } = await startSwap(swap, {
      beforeConfirm: () => faults.set({ tamperNextTx: first.tamper }),
    });
    const signedFirst = first.signedFirst ?? 0;
    for (let i = 0; i < signedFirst; i++) await sandboxWallet.sign();

    const end = progress.getByRole('status');
    for (const [i, c] of cases.entries()) {
      if (i > 0) {
        await faults.set({ tamperNextTx: c.tamper });
        await progress.getByRole('button', { name: 'Try again' }).click();
      }
      // This refusal's own words: the one before it named another rule.
      await sandboxWallet.expectNoPromptUntil(
        end.filter({ hasText: `${c.words} Nothing was signed.` }),
      );
      await expect(end.getByText('Swap stopped', { exact: true })).toBeVisible();
      expect(sandboxWallet.prompts, `prompts before the refusal (${c.tamper})`).toHaveLength(
        signedFirst,
      );
      if (!signedFirst) expect(await walletState(ledger, from), 'nothing was sent').toBe(before);
      await expectKept();
    }

    // The service's honest payload, asked again, goes through.
    await progress.getByRole('button', { name: 'Try again' }).click();
    await finish({ wallet: sandboxWallet, ledger, progress }, swap, from, before);
    await expectKept();
  });
}
