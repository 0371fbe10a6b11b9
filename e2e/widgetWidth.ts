import { expect } from '@playwright/test';
import type { SwapPage } from './pages/swapPage';

/** The swap card's width wherever its container has room (its `max-w-[440px]`). */
export const WIDGET_FULL_WIDTH = 440;

/** The source token button sits on the amount field's row, right of it, not wrapped below. */
export async function expectTokenButtonBesideAmount(swap: SwapPage): Promise<void> {
  const amount = await swap.amountInput.boundingBox();
  const token = await swap.tokenButton('source').boundingBox();
  if (!amount || !token) throw new Error('the amount field or its token button has no box');
  const middle = token.y + token.height / 2;
  expect(middle, 'the token button is on the amount row').toBeGreaterThanOrEqual(amount.y);
  expect(middle, 'the token button is on the amount row').toBeLessThanOrEqual(
    amount.y + amount.height,
  );
  expect(token.x, 'the token button is right of the amount').toBeGreaterThan(amount.x);
}
