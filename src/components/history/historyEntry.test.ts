import { describe, expect, it } from 'vitest';
import type { Execution, StepRecord } from '../../execution/model';
import { startExecution } from '../../execution/transitions';
import { de } from '../../i18n/de/index';
import { createI18n } from '../../i18n/i18n';
import { asset, route, step } from '../../test/routeFixtures';
import { explorerLinks, historyEntry, receivedText, whenText } from './historyEntry';

const USDC = asset({ symbol: 'USDC', decimals: 6, blockchain: 'Sandbox Ethereum' });
const WETH = asset({ symbol: 'WETH', decimals: 18, blockchain: 'Sandbox Ethereum' });
const BASE_USDC = asset({ symbol: 'USDC', decimals: 6, chainId: '31338', blockchain: 'Base' });

/** `/chains` as the history reads it: names and explorer templates. */
const CHAINS: Record<string, { name: string; explorer: { token: string; txn: string } }> = {
  '31337': {
    name: 'Sandbox Ethereum',
    explorer: { token: '', txn: 'http://explorer.test/tx/{txnHash}' },
  },
  '31338': { name: 'Sandbox Base', explorer: { token: '', txn: 'https://b.test/tx/{txnHash}' } },
};
const chainOf = (id: string) => CHAINS[id];

const APPROVE = step({ stepId: 'approve', stepType: 'approval', from: USDC, to: USDC });
const SWAP = step({ stepId: 'swap', from: USDC, to: WETH, inputAmount: 12_000_000n });
const SWAP_ROUTE = route({
  routeId: 'r1',
  from: USDC,
  to: WETH,
  inputAmount: 12_000_000n,
  inputAmountDisplay: '12',
  outputAmount: 4_000_000_000_000_000n,
  provider: 'orbit',
  providerDetails: { name: 'Orbit Aggregator', logoUrl: '' },
});

/** `SWAP_ROUTE` (approval and swap) with its steps patched and its status set. */
function swapExecution(
  status: Execution['status'],
  patches: Partial<StepRecord>[] = [],
  extra: Partial<Execution> = {},
): Execution {
  const e = startExecution(SWAP_ROUTE, [APPROVE, SWAP], { recipient: '0xUSER', now: 1_000 });
  return { ...e, status, steps: e.steps.map((s, i) => ({ ...s, ...patches[i] })), ...extra };
}

describe('historyEntry', () => {
  it('says a finished swap: pair, chain, what was sent and what arrived, the provider and links', () => {
    const done = swapExecution(
      'done',
      [
        { phase: 'done', srcTxnUrl: 'http://explorer.test/tx/0xapprove' },
        { phase: 'done', txHash: '0xswap', srcTxnUrl: 'http://explorer.test/tx/0xswap' },
      ],
      { received: { amount: 3_990_006_000_000_000n, symbol: 'WETH', decimals: 18 } },
    );
    expect(historyEntry(done, chainOf)).toEqual({
      id: 'r1',
      pair: 'USDC → WETH',
      chains: 'Sandbox Ethereum',
      sent: '12 USDC',
      // What arrived, as the progress panel says it (6 decimals, cut), not the quoted 0.004.
      received: '0.00399 WETH',
      provider: 'Orbit Aggregator',
      at: 1_000,
      status: 'Complete',
      links: [{ label: 'Source transaction', href: 'http://explorer.test/tx/0xswap' }],
      inFlight: false,
    });
  });

  it('names both chains of a bridge, from /chains when known', () => {
    const bridge = {
      ...swapExecution('running'),
      route: { ...SWAP_ROUTE, to: BASE_USDC },
    };
    expect(historyEntry(bridge, chainOf).chains).toBe('Sandbox Ethereum → Sandbox Base');
    expect(historyEntry(bridge).chains).toBe('Sandbox Ethereum → Base');
  });

  it.each<[Execution['status'], string, boolean]>([
    ['done', 'Complete', false],
    ['partial', 'Partly complete', false],
    ['failed', 'Failed', false],
    ['stopped', 'Stopped', true],
    ['running', 'In progress', true],
  ])('says status %s as "%s"; in flight (reopenable): %s', (status, words, inFlight) => {
    const entry = historyEntry(swapExecution(status));
    expect(entry.status).toBe(words);
    expect(entry.inFlight).toBe(inFlight);
  });
});

describe('receivedText', () => {
  it.each<[Execution['status'], string]>([
    ['done', 'Not known'],
    ['partial', 'Another token than asked; check your wallet'],
    ['failed', 'Nothing recorded'],
    ['stopped', 'Not yet'],
    ['running', 'Not yet'],
  ])('without a recorded amount (%s): "%s", never the quote', (status, words) => {
    expect(receivedText(swapExecution(status))).toBe(words);
  });
});

describe('explorerLinks', () => {
  it('gives the bridge transaction and its delivery, or a claim sent on the destination chain', () => {
    const BRIDGE = step({ stepId: 'bridge', stepType: 'bridge', from: USDC, to: BASE_USDC });
    const CLAIM = step({ stepId: 'claim', stepType: 'claim', from: BASE_USDC, to: BASE_USDC });
    const r = route({ routeId: 'b1', from: USDC, to: BASE_USDC });
    const e = startExecution(r, [APPROVE, BRIDGE, CLAIM], { recipient: '0xUSER', now: 0 });
    const links = (patches: Partial<StepRecord>[]) =>
      explorerLinks({ ...e, steps: e.steps.map((s, i) => ({ ...s, ...patches[i] })) }, chainOf);

    const delivered = links([
      {},
      {
        txHash: '0x1',
        srcTxnUrl: 'http://explorer.test/tx/0x1',
        destTxnUrl: 'https://b.test/tx/2',
      },
      {},
    ]);
    expect(delivered).toEqual([
      { label: 'Source transaction', href: 'http://explorer.test/tx/0x1' },
      { label: 'Destination transaction', href: 'https://b.test/tx/2' },
    ]);
    const claimed = links([
      {},
      { txHash: '0x1', srcTxnUrl: 'http://explorer.test/tx/0x1' },
      { txHash: '0x3', srcTxnUrl: 'https://b.test/tx/0x3' },
    ]);
    expect(claimed.map((l) => l.href)).toEqual([
      'http://explorer.test/tx/0x1',
      'https://b.test/tx/0x3',
    ]);
  });

  it("links only the chains' explorers (what storage holds is not trusted)", () => {
    const stored = (patch: Partial<StepRecord>) =>
      explorerLinks(swapExecution('done', [{}, patch]), chainOf).map((l) => l.href);
    expect(
      stored({ srcTxnUrl: 'javascript:alert(1)', destTxnUrl: 'https://evil.example/phish' }),
    ).toEqual([]);
    // The hash known: the link is the explorer's, whatever was stored.
    expect(stored({ txHash: '0xab', srcTxnUrl: 'https://evil.example/tx/0xab' })).toEqual([
      'http://explorer.test/tx/0xab',
    ]);
    // Without the chains' templates there is nothing to check a link against.
    const e = swapExecution('done', [{}, { srcTxnUrl: 'http://explorer.test/tx/0xab' }]);
    expect(explorerLinks(e)).toEqual([]);
  });
});

describe('whenText', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  it.each<[number, string]>([
    [20_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
  ])('%i ms ago: "%s"', (ago, words) => {
    expect(whenText(now - ago, now)).toBe(words);
  });

  it('gives the date and time from a day on', () => {
    const at = now - 2 * 86_400_000;
    expect(whenText(at, now)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    );
    expect(whenText(at, now)).toMatch(/Nov 2\d, 2026/);
  });
});

describe('in the widget language', () => {
  const german = createI18n('de', de);

  it('says an entry in German: status, amounts with a decimal comma, links, times', () => {
    const done = swapExecution(
      'done',
      [{}, { phase: 'done', srcTxnUrl: 'http://explorer.test/tx/0xswap' }],
      { received: { amount: 3_990_006_000_000_000n, symbol: 'WETH', decimals: 18 } },
    );
    const entry = historyEntry(done, chainOf, german);
    expect(entry).toMatchObject({
      pair: 'USDC → WETH',
      sent: '12 USDC',
      received: '0,00399 WETH',
      status: 'Abgeschlossen',
      links: [{ label: 'Quelltransaktion', href: 'http://explorer.test/tx/0xswap' }],
    });
    expect(receivedText(swapExecution('running'), german)).toBe('Noch nicht');
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    expect(whenText(now - 20_000, now, german)).toBe('gerade eben');
    expect(whenText(now - 5 * 60_000, now, german)).toBe('vor 5 Minuten');
    expect(whenText(now - 2 * 86_400_000, now, german)).toMatch(/^24\.11\.2026, \d{2}:\d{2}$/);
  });
});
