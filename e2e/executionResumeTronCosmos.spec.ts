import { cosmosLedger, expectCosmosSwapSettled, readCosmosBalances } from './cosmosLedger';
import { expect, test } from './fixtures';
import { cosmosSwap, tronSwap } from './pages/devWalletSwap';
import {
  betweenApprovalAndSwap,
  holdFirstRequest,
  playReloadCase,
  type ReloadCase,
  type ReloadCtx,
  reloadCtx,
  swapTrackedWithStatusHeld,
} from './pages/reloadCase';
import { expectTronSwapSettled, readTronBalances, tronLedger } from './tronLedger';

/**
 * A reload at every moment of a Tron and of a Cosmos swap from the hosted page (issue 18), as
 * executionResume.spec.ts does for EVM: the sandbox wallet asks before each signature
 * (`devWalletPrompt=1`), the execution reopens on its own, follows what was sent without a click,
 * and waits for "Resume swap" (the terms restated, the wallet quiet) wherever a signature may
 * come next. The wallet signs each step once: a signed transaction saved but not yet on the
 * ledger (its broadcast held on the wire) is sent again from storage after the reload, never
 * signed again (Tron: the same bytes while unexpired; Cosmos: while the account's sequence has not
 * moved). The ledger, read through its own HTTP API, moved the input once and credited once.
 */

/** Tron's broadcast and Cosmos's (sync) one, as the wallet stacks send them. */
const TRON_BROADCAST = { method: 'POST', path: '/wallet/broadcasthex' };
const COSMOS_BROADCAST = { method: 'POST', path: '/cosmos/tx/v1beta1/txs' };

/** A signature given with `endpoint`'s requests held: saved, sent, never reaching the ledger. */
async function signUnsent(ctx: ReloadCtx, endpoint: { method: string; path: string }) {
  const held = await holdFirstRequest(ctx.page, endpoint);
  await ctx.wallet.sign();
  await held.reached;
}

const TRON_CASES: ReloadCase[] = [
  {
    name: 'at the approval prompt',
    prompts: ['left open', 'signed', 'signed'],
    before: async ({ wallet }) => {
      await wallet.open();
    },
    resumes: true,
  },
  betweenApprovalAndSwap('USDT'),
  {
    name: 'after the approval was signed, before its broadcast reached the ledger',
    prompts: ['signed', 'signed'],
    before: (ctx) => signUnsent(ctx, TRON_BROADCAST),
    // The saved approval is sent and followed without a click; the swap's signature waits.
    after: async ({ step }) => {
      await expect(step('Approve USDT')).toHaveText(/— Done/);
    },
    resumes: true,
  },
  {
    name: 'after the swap was signed, before its broadcast reached the ledger',
    prompts: ['signed', 'signed'],
    before: async (ctx) => {
      await ctx.wallet.sign();
      await expect(ctx.step('Approve USDT')).toHaveText(/— Done/);
      await signUnsent(ctx, TRON_BROADCAST);
    },
    resumes: false,
  },
  swapTrackedWithStatusHeld('after the swap was sent, while its status is held'),
];

const COSMOS_CASES: ReloadCase[] = [
  {
    name: 'at the prompt',
    prompts: ['left open', 'signed'],
    before: async ({ wallet }) => {
      await wallet.open();
    },
    resumes: true,
  },
  {
    name: 'after the signature, before its broadcast reached the ledger',
    prompts: ['signed'],
    before: (ctx) => signUnsent(ctx, COSMOS_BROADCAST),
    resumes: false,
  },
  swapTrackedWithStatusHeld('after it was sent, while its status is held', false),
];

for (const c of TRON_CASES) {
  test(`Tron USDT -> TRX: a reload ${c.name} signs each step once and completes`, async ({
    page,
    swapPage,
    sandboxToken,
    sandboxWallet: wallet,
    faults,
    request,
    apiUrl,
    sandboxUrl,
  }) => {
    const { usdt, trx, amount, start } = await tronSwap(swapPage, sandboxToken);
    const ledger = await tronLedger(request, apiUrl, sandboxUrl);
    const before = await readTronBalances(ledger, usdt);
    const progress = await start();
    const terms = { from: usdt, to: trx, amount, recipient: ledger.wallet };
    const ctx = reloadCtx({ page, progress, wallet, faults, terms });
    await playReloadCase(c, ctx, { progress, signatures: 2 });
    await expectTronSwapSettled({ ledger, input: usdt, amount, before, progress });
  });
}

for (const c of COSMOS_CASES) {
  test(`Cosmos ATOM -> USDC: a reload ${c.name} signs once and completes`, async ({
    page,
    swapPage,
    sandboxToken,
    sandboxWallet: wallet,
    faults,
    request,
    apiUrl,
    sandboxUrl,
  }) => {
    const { atom, usdc, amount, start } = await cosmosSwap(swapPage, sandboxToken);
    const ledger = await cosmosLedger(request, apiUrl, sandboxUrl);
    const before = await readCosmosBalances(ledger, atom, usdc);
    const progress = await start();
    const terms = { from: atom, to: usdc, amount, recipient: ledger.wallet };
    const ctx = reloadCtx({ page, progress, wallet, faults, terms });
    await playReloadCase(c, ctx, { progress, signatures: 1 });
    await expectCosmosSwapSettled({ ledger, input: atom, output: usdc, amount, before, progress });
  });
}
