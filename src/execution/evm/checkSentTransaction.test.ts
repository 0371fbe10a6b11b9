import { describe, expect, it } from 'vitest';
import { EVIL, ROUTER, USER } from '../../test/erc20Swap';
import { sentTransactionProblems } from './checkSentTransaction';

const ASKED = { from: USER, nonce: 5, to: [ROUTER] };

describe('sentTransactionProblems', () => {
  it('finds nothing wrong with the transaction asked, whatever the addresses’ case', () => {
    expect(
      sentTransactionProblems(
        { from: USER.toLowerCase() as `0x${string}`, nonce: 5, to: ROUTER },
        ASKED,
      ),
    ).toEqual([]);
  });

  it('says each way a transaction is not the one asked', () => {
    expect(sentTransactionProblems({ from: EVIL, nonce: 4, to: EVIL }, ASKED)).toEqual([
      `from ${EVIL}, the wallet is ${USER}`,
      'nonce 4, not 5',
      `to ${EVIL}, not ${ROUTER}`,
    ]);
    expect(sentTransactionProblems({ from: USER, nonce: 5, to: undefined }, ASKED)).toEqual([
      `to nothing (a contract creation), not ${ROUTER}`,
    ]);
  });

  it('leaves the nonce out when none was read', () => {
    expect(
      sentTransactionProblems({ from: USER, nonce: 9, to: ROUTER }, { ...ASKED, nonce: undefined }),
    ).toEqual([]);
  });
});
