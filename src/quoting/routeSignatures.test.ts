import { describe, expect, it } from 'vitest';
import { signaturesText } from '../components/action/signaturesText';
import { de } from '../i18n/de/index';
import { createI18n } from '../i18n/i18n';
import { ATOM, USDC as COSMOS_USDC } from '../test/cosmosFixtures';
import { asset, route, SOLANA_SOL, SOLANA_USDC, step } from '../test/routeFixtures';
import { trx, usdt } from '../test/tronPayloads';
import { routeSignatures } from './routeSignatures';

const USDC = asset({ symbol: 'USDC', decimals: 6, blockchain: 'Sandbox Ethereum' });
const WETH = asset({ symbol: 'WETH', blockchain: 'Sandbox Ethereum' });
const BASE_WETH = asset({ symbol: 'WETH', chainId: '31338', blockchain: 'Sandbox Base' });

const listed = (steps: Parameters<typeof step>[0][]) =>
  signaturesText(routeSignatures(route({ routeId: 'r1', steps: steps.map((s) => step(s)) })));

describe('routeSignatures: what Review says the route will ask the wallet to sign', () => {
  it('an approval before each step that spends a token taken by allowance, each on its chain', () => {
    expect(
      listed([
        { stepId: 's', from: USDC, to: WETH },
        { stepId: 'b', stepType: 'bridge', from: WETH, to: BASE_WETH },
        { stepId: 'c', stepType: 'claim', from: BASE_WETH, to: BASE_WETH },
      ]),
    ).toBe(
      'Approve USDC on Sandbox Ethereum · Swap · Approve WETH · Bridge · Claim on Sandbox Base, if asked',
    );
  });

  it('no approval for a native coin, nor on networks without allowances (Solana, Cosmos)', () => {
    expect(listed([{ from: trx, to: usdt }])).toBe(`Swap on ${trx.blockchain}`);
    expect(listed([{ from: SOLANA_USDC, to: SOLANA_SOL }])).toBe(
      `Swap on ${SOLANA_USDC.blockchain}`,
    );
    expect(listed([{ from: ATOM, to: COSMOS_USDC }])).toBe(`Swap on ${ATOM.blockchain}`);
  });

  it('a Tron token is approved first, in German too', () => {
    const signatures = routeSignatures(
      route({ routeId: 'r1', steps: [step({ stepType: 'bridge', from: usdt, to: USDC })] }),
    );
    expect(signaturesText(signatures, createI18n('de', de))).toBe(
      `USDT freigeben auf ${usdt.blockchain} · Bridge`,
    );
  });
});
