import { expect, type Locator } from '@playwright/test';

/**
 * The terms every review states, each as its label then its words (the hosted page, the iframe
 * and the element render the same dialog): `pay` is the "You pay" row, exactly; `receive` the
 * output token's symbol and chain.
 */
export async function expectReviewTerms(
  review: Locator,
  { pay, receive }: { pay: string; receive: { symbol: string; chain: string } },
): Promise<void> {
  const amount = '[\\d.,]+';
  const { symbol, chain } = receive;
  for (const term of [
    `You pay ${pay.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    `You receive \\(expected\\) ${amount} ${symbol} on ${chain} \\(\\$${amount}\\)`,
    `Minimum received ${amount} ${symbol}`,
    'Slippage 0\\.5%',
    'Estimated time \\d+ (s|min)',
    `Network cost <?${amount} ETH \\(<?\\$${amount}\\)`,
    `Rate 1 USDC = ${amount} ${symbol}`,
    'Price impact -?\\d+(\\.\\d)?%',
    'To: your wallet 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}',
  ]) {
    await expect(review).toContainText(new RegExp(term));
  }
}
