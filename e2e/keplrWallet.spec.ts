import { watchConfirmedQuote } from './confirmedQuote';
import { cosmosLedger, expectCosmosSwapSettled, readCosmosBalances } from './cosmosLedger';
import { expect, test } from './fixtures';
import { COSMOS_CHAIN_ID } from './networkLedgers';
import { cosmosSwap } from './pages/devWalletSwap';
import { installFakeKeplr } from './pages/fakeKeplr';

/**
 * Keplr from the hosted page (development build, the sandbox's Cosmos ledger): a fake extension
 * (`pages/fakeKeplr.ts`) signing in this process with the first Cosmos dev key. The widget
 * suggests the sandbox chain it does not know, from the config the development build fills in,
 * connects, and runs gaiaswap's ATOM -> USDC to "Swap complete" with one signature: direct, or
 * amino for a Ledger account. The ledger, read through its REST API, moves exactly.
 */
for (const ledgerAccount of [false, true]) {
  const mode = ledgerAccount ? 'amino (a Ledger account)' : 'direct';
  test(`Keplr: suggested the sandbox chain, connected, a Cosmos swap signed ${mode} to "Swap complete"`, async ({
    swapPage,
    sandboxToken,
    request,
    apiUrl,
    sandboxUrl,
    page,
  }) => {
    const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
      cosmos: { address: string; privateKey: string }[];
    };
    const dev = accounts.cosmos[0];
    if (!dev) throw new Error('the sandbox has no Cosmos dev account');
    const keplr = await installFakeKeplr(page, {
      privateKey: dev.privateKey,
      ledger: ledgerAccount,
    });
    expect(keplr.address).toBe(dev.address);
    const short = `${dev.address.slice(0, 4)}…${dev.address.slice(-4)}`;
    // The review names the connected Keplr account as where the USDC goes.
    const swap = await cosmosSwap(swapPage, sandboxToken, {
      wallet: 'Keplr',
      inReview: (review) => expect(review.getByTitle(dev.address)).toHaveText(short),
    });
    const ledger = await cosmosLedger(request, apiUrl, sandboxUrl);
    expect(ledger.wallet).toBe(dev.address);
    const before = await readCosmosBalances(ledger, swap.atom, swap.usdc);
    const confirmedQuote = await watchConfirmedQuote(page);

    const progress = await swap.start();
    // Connecting asked Keplr to add the sandbox chain, as the development build configures it.
    expect(keplr.suggested).toHaveLength(1);
    expect(keplr.suggested[0]).toMatchObject({
      chainId: COSMOS_CHAIN_ID,
      rest: ledger.rest,
      bech32Config: { bech32PrefixAccAddr: 'cosmos' },
      feeCurrencies: [{ coinMinimalDenom: 'uatom' }],
    });
    await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });

    // One signature, in the mode the account signs in, for the ledger's own account number.
    const account = (await (
      await request.get(`${ledger.rest}/cosmos/auth/v1beta1/accounts/${dev.address}`)
    ).json()) as { account: { account_number: string } };
    const accountNumber = account.account.account_number;
    if (ledgerAccount) {
      expect(keplr.direct).toEqual([]);
      expect(keplr.amino).toHaveLength(1);
      expect(keplr.amino[0]).toMatchObject({
        chain_id: COSMOS_CHAIN_ID,
        account_number: accountNumber,
      });
    } else {
      expect(keplr.amino).toEqual([]);
      expect(keplr.direct).toEqual([
        {
          chainId: COSMOS_CHAIN_ID,
          signer: dev.address,
          signDocChainId: COSMOS_CHAIN_ID,
          accountNumber: BigInt(accountNumber),
        },
      ]);
    }
    const received = await expectCosmosSwapSettled({
      ledger,
      input: swap.atom,
      output: swap.usdc,
      amount: swap.amount,
      before,
      progress,
    });
    const quote = confirmedQuote();
    expect(received).toBeGreaterThanOrEqual(quote.minOutputAmount);
    expect(received).toBeLessThanOrEqual(quote.outputAmount);
  });
}
