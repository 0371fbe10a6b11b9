import type { APIRequestContext } from '@playwright/test';
import { parseUnits } from 'viem';
import { watchConfirmedQuote } from './confirmedQuote';
import { expect, expectShownReceived, type Ledger, type SandboxToken, test } from './fixtures';
import {
  COSMOS_CHAIN_ID,
  cosmosBalance,
  ledgerApi,
  TRON_CHAIN_ID,
  tronBalance,
} from './networkLedgers';
import type { WalletNetwork } from './pages/swapPage';

/**
 * Routes between EVM and the sandbox's Tron and Cosmos ledgers, both ways, from the hosted page, with the
 * source network's dev wallet asking before each signature (`devWalletPrompt=1`), to "Swap
 * complete". The recipient on the other network is who a person would name: the dev wallet of
 * that network connected from the same menu, or an address typed in the recipient setting. Each
 * ledger is read through its own API (anvil by JSON-RPC, Tron's full node, the Cosmos REST API):
 * the input left the payer exactly, the recipient got between the confirmed quote's minimum and
 * its output, and "You received" is what it got.
 */

interface CrossCase {
  name: string;
  from: [chainId: string, symbol: string];
  to: [chainId: string, symbol: string];
  amount: string;
  provider: string;
  source: WalletNetwork;
  destination: WalletNetwork;
  /** `connected`: the destination network's dev wallet; `typed`: its second dev account, typed. */
  recipient: 'connected' | 'typed';
  /** How each item of "Steps" starts at the end; one prompt each but the last `unsigned`. */
  steps: string[];
  /** Trailing steps that ask the wallet nothing (a relayer's claim: `skipTxn`). */
  unsigned?: number;
  /** What Review lists under "Signatures", when the case looks. */
  signatures?: string;
}

const CASES: CrossCase[] = [
  {
    name: 'EVM -> Cosmos (USDC 31337 -> USDC, Span Bridge), to the connected Cosmos dev wallet',
    from: ['31337', 'USDC'],
    to: [COSMOS_CHAIN_ID, 'USDC'],
    amount: '3',
    provider: 'Span Bridge',
    source: 'EVM',
    destination: 'Cosmos',
    recipient: 'connected',
    steps: ['Approve USDC — Done', 'Bridge — Done'],
  },
  {
    name: 'EVM -> Tron (USDC 31337 -> USDT, Arc Bridge), to a Tron address typed as the recipient',
    from: ['31337', 'USDC'],
    to: [TRON_CHAIN_ID, 'USDT'],
    amount: '4',
    provider: 'Arc Bridge',
    source: 'EVM',
    destination: 'Tron',
    recipient: 'typed',
    steps: ['Approve USDC — Done', 'Bridge — Done'],
  },
  {
    name: 'Tron -> EVM (USDT -> USDC 31337, Arc Bridge), to the connected EVM dev wallet',
    from: [TRON_CHAIN_ID, 'USDT'],
    to: ['31337', 'USDC'],
    amount: '3',
    provider: 'Arc Bridge',
    source: 'Tron',
    destination: 'EVM',
    recipient: 'connected',
    steps: ['Approve USDT — Done', 'Bridge — Done', 'Claim — Done'],
    unsigned: 1,
  },
  {
    // No EVM wallet at all: the relayer's claim signs nothing (`skipTxn`), so none is needed.
    name: 'Tron -> EVM (USDT -> USDC 31337, Arc Bridge), to an EVM address typed as the recipient, only the Tron wallet connected',
    from: [TRON_CHAIN_ID, 'USDT'],
    to: ['31337', 'USDC'],
    amount: '2.5',
    provider: 'Arc Bridge',
    source: 'Tron',
    destination: 'EVM',
    recipient: 'typed',
    steps: ['Approve USDT — Done', 'Bridge — Done', 'Claim — Done'],
    unsigned: 1,
    signatures: 'Approve USDT on Sandbox Tron · Bridge · Claim on Sandbox Ethereum, if asked',
  },
  {
    name: 'Cosmos -> EVM (USDC -> USDC 31337 over IBC, Span Bridge), to the connected EVM dev wallet',
    from: [COSMOS_CHAIN_ID, 'USDC'],
    to: ['31337', 'USDC'],
    amount: '2',
    provider: 'Span Bridge',
    source: 'Cosmos',
    destination: 'EVM',
    recipient: 'connected',
    steps: ['Bridge — Done'],
  },
  {
    name: 'Cosmos -> EVM (USDC -> USDC 31337 over IBC, Span Bridge), to an EVM address typed as the recipient',
    from: [COSMOS_CHAIN_ID, 'USDC'],
    to: ['31337', 'USDC'],
    amount: '1.5',
    provider: 'Span Bridge',
    source: 'Cosmos',
    destination: 'EVM',
    recipient: 'typed',
    steps: ['Bridge — Done'],
  },
];

interface DevAccounts {
  evm: { address: string }[];
  tron: { address: string }[];
  cosmos: { address: string }[];
}

/** Reads a token's balance on its own ledger, the way that network's wallets read it. */
function ledgerReader(request: APIRequestContext, apiUrl: string, ledger: Ledger) {
  return async (token: SandboxToken, owner: string): Promise<bigint> => {
    if (token.chainId === TRON_CHAIN_ID) {
      return tronBalance(
        request,
        await ledgerApi(request, apiUrl, token.chainId),
        owner,
        token.address,
      );
    }
    if (token.chainId === COSMOS_CHAIN_ID) {
      const rest = await ledgerApi(request, apiUrl, token.chainId);
      return cosmosBalance(request, rest, owner, token.address);
    }
    return ledger.balanceOf(token, owner as `0x${string}`);
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const c of CASES) {
  test(
    c.name,
    async ({
      swapPage,
      sandboxToken,
      sandboxWallet,
      sandboxUrl,
      apiUrl,
      request,
      ledger,
      page,
    }) => {
      const [from, to] = await Promise.all([sandboxToken(...c.from), sandboxToken(...c.to)]);
      const accounts = (await (
        await request.get(`${sandboxUrl}/__sandbox/accounts`)
      ).json()) as DevAccounts;
      const devAccount = (network: WalletNetwork, index: number) => {
        const key = network === 'EVM' ? 'evm' : network === 'Tron' ? 'tron' : 'cosmos';
        return accounts[key][index]?.address ?? '';
      };
      // The widget's dev wallets are the first account of each network.
      const payer = devAccount(c.source, 0);
      const recipient = devAccount(c.destination, c.recipient === 'connected' ? 0 : 1);
      const balance = ledgerReader(request, apiUrl, ledger);
      const before = { input: await balance(from, payer), output: await balance(to, recipient) };
      const confirmedQuote = await watchConfirmedQuote(page);

      await swapPage.goto({
        fromChain: from.chainId,
        fromToken: from.address,
        toChain: to.chainId,
        toToken: to.address,
        amount: c.amount,
        devWalletPrompt: '1',
      });
      if (c.recipient === 'connected') {
        await swapPage.connectDevWallets(c.source, c.destination);
      } else {
        await swapPage.connectDevWallet(c.source);
        await swapPage.settingsButton.click();
        await swapPage.dialog.getByRole('textbox', { name: /^Recipient address/ }).fill(recipient);
        await page.keyboard.press('Escape');
        await expect(swapPage.dialog).toBeHidden();
      }
      await swapPage.chooseRoute(c.provider);
      const review = await swapPage.openReview();
      if (c.signatures) await expect(review).toContainText(`Signatures ${c.signatures}`);
      const progress = await swapPage.confirmSwap(review);
      const prompts = c.steps.length - (c.unsigned ?? 0);
      for (let i = 0; i < prompts; i++) await sandboxWallet.sign();

      const end = progress.getByRole('status');
      await expect(end).toContainText('Swap complete', { timeout: 30_000 });
      const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
      await expect(steps).toHaveText(c.steps.map((s) => new RegExp(`^${escapeRegExp(s)}`)));
      expect(sandboxWallet.prompts, 'prompts').toHaveLength(prompts);

      const after = { input: await balance(from, payer), output: await balance(to, recipient) };
      // The input is a token, never the coin the fees are paid in: it moves by the amount alone.
      expect(before.input - after.input, 'what left the payer').toBe(
        parseUnits(c.amount, from.decimals),
      );
      const credited = after.output - before.output;
      const quote = confirmedQuote();
      expect(credited, 'credited, at least the minimum').toBeGreaterThanOrEqual(
        quote.minOutputAmount,
      );
      expect(credited, 'credited, at most the quote').toBeLessThanOrEqual(quote.outputAmount);
      await expectShownReceived(end, to, credited);
    },
  );
}
