import { createPublicClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { watchConfirmedQuote } from './confirmedQuote';
import { expect, type SandboxToken, test } from './fixtures';
import { SandboxWallet } from './pages/sandboxWallet';
import { E2E_PORTS } from './ports';
import { lamportsOf, solanaFeeOf, splBalanceOf } from './solanaLedger';

/**
 * Every route kind from the UI to the ledgers, with the sandbox dev wallets asking before each
 * signature (`devWalletPrompt=1`, each prompt counted and signed): the steps end said in words,
 * the wallet was asked once per step that has something to sign (a relayer's claim has not), the
 * input left the payer exactly (a native input: plus the fees of the transactions on screen, read
 * from the chain), what arrived lies between the confirmed route's `minOutputAmount` and its
 * `outputAmount` (the ledgers take its fees), and "You received N SYMBOL" is exactly what the
 * route credited the recipient: its ledger change, plus those fees when the output is the native coin they came out of (the
 * same chain and wallet), which the ledger change alone would under-report.
 * The dev wallets are shared with other specs: balances are read before and after, amounts small.
 */

type Network = 'EVM' | 'Solana';

interface Kind {
  name: string;
  from: [chainId: string, symbol: string];
  to: [chainId: string, symbol: string];
  amount: string;
  /** The provider as its route card names it. */
  provider: string;
  lite?: boolean;
  /** How each item of "Steps" starts at the end. */
  steps: string[];
  /** Wallet prompts: one per step with a transaction (a relayer's claim has none). */
  signatures: number;
}

const KINDS: Kind[] = [
  {
    name: 'native-token swap (ETH -> USDC on 31337)',
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.002',
    provider: 'Sandswap',
    steps: ['Swap — Done'],
    signatures: 1,
  },
  {
    name: 'EVM -> EVM bridge with a relayer claim (USDC 31337 -> USDC 31338)',
    from: ['31337', 'USDC'],
    to: ['31338', 'USDC'],
    amount: '3',
    provider: 'Arc Bridge',
    steps: ['Approve USDC — Done', 'Bridge — Done', 'Claim — Done'],
    signatures: 2,
  },
  {
    name: 'EVM -> Solana (USDC 31337 -> SOL, to the Solana dev wallet)',
    from: ['31337', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '2',
    provider: 'Span Bridge',
    steps: ['Approve USDC — Done', 'Bridge — Done'],
    signatures: 2,
  },
  {
    name: 'Solana -> EVM (USDC sol -> ETH 31338, to the EVM dev wallet)',
    from: ['sol', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '4',
    provider: 'Swift Intents',
    steps: ['Bridge — Done'],
    signatures: 1,
  },
  {
    name: 'Solana standard swap (SOL -> USDC)',
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.02',
    provider: 'Dunes AMM',
    steps: ['Swap — Done'],
    signatures: 1,
  },
  {
    name: 'same-chain swap to the native coin (USDC -> ETH on 31337): the gas came out of what arrived',
    from: ['31337', 'USDC'],
    to: ['31337', 'ETH'],
    amount: '3',
    provider: 'Sandswap',
    steps: ['Approve USDC — Done', 'Swap — Done'],
    signatures: 2,
  },
  {
    name: 'Solana lite swap to SOL (USDC -> SOL, Galaxy Aggregator): the fee came out of what arrived',
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '2',
    provider: 'Galaxy Aggregator',
    lite: true,
    steps: ['Swap — Done'],
    signatures: 1,
  },
  ...['Galaxy Aggregator', 'Okapi DEX'].map(
    (provider): Kind => ({
      name: `Solana lite swap (SOL -> USDC, ${provider})`,
      from: ['sol', 'SOL'],
      to: ['sol', 'USDC'],
      amount: '0.01',
      provider,
      lite: true,
      steps: ['Swap — Done'],
      signatures: 1,
    }),
  ),
];

// --- the ledgers, read the way a wallet would: JSON-RPC on the chains' own ports ---

const evmClients: Record<string, ReturnType<typeof createPublicClient>> = {
  '31337': createPublicClient({ transport: http(`http://127.0.0.1:${E2E_PORTS.evm[0]}`) }),
  '31338': createPublicClient({ transport: http(`http://127.0.0.1:${E2E_PORTS.evm[1]}`) }),
};
const EVM_NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** The sandbox lists SOL under the wrapped-SOL mint; SOL itself is the account's lamports. */
const SOL_NATIVE = 'So11111111111111111111111111111111111111112';

const networkOf = (chainId: string): Network => (chainId === 'sol' ? 'Solana' : 'EVM');
const isNative = (token: SandboxToken) =>
  token.address.toLowerCase() === EVM_NATIVE || token.address === SOL_NATIVE;

/** `owner`'s balance of `token` in its smallest unit, from the token's own ledger. */
async function ledgerBalance(token: SandboxToken, owner: string): Promise<bigint> {
  if (token.chainId === 'sol') {
    return token.address === SOL_NATIVE ? lamportsOf(owner) : splBalanceOf(owner, token.address);
  }
  const client = evmClients[token.chainId];
  if (!client) throw new Error(`no ledger for chain ${token.chainId}`);
  if (token.address.toLowerCase() === EVM_NATIVE) {
    return client.getBalance({ address: owner as Hex });
  }
  return client.readContract({
    address: token.address as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Hex],
  });
}

/** What the payer paid in native coin for a transaction: gas × price, or the Solana fee. */
async function feePaid(chainId: string, hash: string): Promise<bigint> {
  if (chainId === 'sol') return solanaFeeOf(hash);
  const client = evmClients[chainId];
  if (!client) throw new Error(`no ledger for chain ${chainId}`);
  const receipt = await client.getTransactionReceipt({ hash: hash as Hex });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** "1,234.5" (as the screen truncates it, at most 6 decimals) in smallest units. */
const shownUnits = (text: string, decimals: number) => parseUnits(text.replace(/,/g, ''), decimals);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const kind of KINDS) {
  test(kind.name, async ({ swapPage, sandboxToken, sandboxUrl, request, page }) => {
    const [from, to] = await Promise.all([sandboxToken(...kind.from), sandboxToken(...kind.to)]);
    const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
      evm: { address: string }[];
      solana: { publicKey: string }[];
    };
    // The widget's dev wallets are the first account of each kind.
    const walletOf = (network: Network) =>
      (network === 'EVM' ? accounts.evm[0]?.address : accounts.solana[0]?.publicKey) ?? '';
    const source = networkOf(from.chainId);
    const destination = networkOf(to.chainId);
    const confirmedQuote = await watchConfirmedQuote(page);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 400) refused.push(res.url());
    });
    const payer = walletOf(source);
    const recipient = walletOf(destination);
    const [inputBefore, outputBefore] = await Promise.all([
      ledgerBalance(from, payer),
      ledgerBalance(to, recipient),
    ]);

    // Every signature is asked for, counted and signed.
    const prompts = await new SandboxWallet(page).signEveryPrompt();

    await swapPage.goto({
      fromChain: from.chainId,
      fromToken: from.address,
      toChain: to.chainId,
      toToken: to.address,
      amount: kind.amount,
      devWalletPrompt: '1',
    });
    if (source === destination) await swapPage.connectDevWallet(source);
    // Across networks the recipient is the connected wallet of the destination network.
    else await swapPage.connectDevWallets(source, destination);
    if (kind.lite) await swapPage.setSetting(/^Lite mode/, true);
    await swapPage.chooseRoute(kind.provider);
    const progress = await swapPage.confirmSwap();

    const end = progress.getByRole('status');
    await expect(end).toContainText('Swap complete', { timeout: 30_000 });
    const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveText(kind.steps.map((s) => new RegExp(`^${escapeRegExp(s)}`)));
    expect(prompts, prompts.join('\n')).toHaveLength(kind.signatures);
    // What arrived is read once every step is done (the status, else the ledger): it may show a
    // moment after "Swap complete".
    const received = new RegExp(`You received ([\\d.,]+) ${escapeRegExp(to.symbol)}\\b`);
    await expect(end).toContainText(received);
    const shown = received.exec((await end.textContent()) ?? '')?.[1];
    expect(shown, 'the amount received on screen').toBeDefined();

    // The payer's transactions, as the screen links them (explorer URLs end with the hash).
    const hashes = await progress
      .getByRole('link', { name: 'Source transaction' })
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.split('/').pop()));
    const [inputAfter, outputAfter] = await Promise.all([
      ledgerBalance(from, payer),
      ledgerBalance(to, recipient),
    ]);

    // A native output on the source chain lands in the balance the payer's fees came out of.
    const outputPaidFees = isNative(to) && to.chainId === from.chainId && payer === recipient;
    const input = parseUnits(kind.amount, from.decimals);
    let fees = 0n;
    if (isNative(from) || outputPaidFees) {
      const paid = await Promise.all(hashes.map((h) => feePaid(from.chainId, h ?? '')));
      fees = paid.reduce((a, b) => a + b, 0n);
      expect(fees).toBeGreaterThan(0n);
    }
    expect(inputBefore - inputAfter, 'what left the payer').toBe(
      input + (isNative(from) ? fees : 0n),
    );

    const credited = outputAfter - outputBefore + (outputPaidFees ? fees : 0n);
    expect(credited).toBeGreaterThan(0n);
    // The ledgers took the fees the route listed: between its minimum and its quote.
    const quote = confirmedQuote();
    expect(credited, 'credited, at least the minimum').toBeGreaterThanOrEqual(
      quote.minOutputAmount,
    );
    expect(credited, 'credited, at most the quote').toBeLessThanOrEqual(quote.outputAmount);
    // The screen shows at most 6 decimals, truncated: what is cut off is less than one of those.
    const cut = credited - shownUnits(shown ?? '', to.decimals);
    expect(cut, `shown ${shown}, credited ${credited}`).toBeGreaterThanOrEqual(0n);
    expect(cut, `shown ${shown}, credited ${credited}`).toBeLessThan(
      10n ** BigInt(Math.max(0, to.decimals - 6)),
    );
    // Across network types the first quotes leave before any wallet is connected, for the
    // placeholders of both types: the service refuses none of them (it would refuse one without
    // a recipient), nor anything after.
    expect(refused, 'requests refused').toEqual([]);
  });
}
