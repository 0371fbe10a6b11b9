import { describe, expect, it } from 'vitest';
import { decodeOrderMemo, encodeOrderMemo, type SwapOrder } from './orderMemo';

const order: SwapOrder = {
  orderId: 'route-123_abc',
  dstChain: '31337',
  outputToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  minAmountOut: 123456789012345678901234567890n,
  quotedAmountOut: 123456789012345678901234567895n,
  deadline: 1_800_000_000,
};

describe('order memo', () => {
  it('round-trips an order', () => {
    const text = encodeOrderMemo(order);
    expect(text).toMatchInlineSnapshot(
      `"sbx2|route-123_abc|31337|0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE|0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266|123456789012345678901234567890|123456789012345678901234567895|1800000000"`,
    );
    expect(decodeOrderMemo(text)).toEqual(order);
  });

  it('round-trips an order paid on the Cosmos ledger (its chain id and IBC denom)', () => {
    const cosmos: SwapOrder = {
      ...order,
      dstChain: 'sandbox-cosmos-1',
      outputToken: 'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013',
      recipient: 'cosmos1hsqf3s3gz3yt2tpyy8ndqpqeqvkgswctfduk9e',
    };
    expect(decodeOrderMemo(encodeOrderMemo(cosmos))).toEqual(cosmos);
  });

  it('ignores memos that are not sandbox orders or are malformed', () => {
    expect(decodeOrderMemo('hello')).toBeUndefined();
    expect(decodeOrderMemo('sbx2|id|sol|SOL|abc|-5|6|1')).toBeUndefined();
    expect(decodeOrderMemo('sbx2|id|sol|SOL|abc|5|1')).toBeUndefined();
    expect(decodeOrderMemo('sbx2|bad id|sol|SOL|abc|5|6|1')).toBeUndefined();
    // The format before the quoted output: no cap to pay against, so no order.
    expect(decodeOrderMemo('sbx1|id|sol|SOL|abc|5|1')).toBeUndefined();
  });

  it('refuses to encode fields that would break the format', () => {
    expect(() => encodeOrderMemo({ ...order, orderId: 'a|b' })).toThrow(/orderId/);
    expect(() => encodeOrderMemo({ ...order, recipient: '' })).toThrow(/recipient/);
    expect(() => encodeOrderMemo({ ...order, quotedAmountOut: 1n })).toThrow(/quotedAmountOut/);
  });
});
