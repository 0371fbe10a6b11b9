import { describe, expect, it } from 'vitest';
import { stepRecord } from '../../execution/model';
import { asset, step } from '../../test/routeFixtures';
import { stepExplorerLinks } from './stepExplorerLinks';

const ETHEREUM = { explorer: { token: '', txn: 'https://etherscan.io/tx/{txnHash}' } };
const SOLANA = { explorer: { token: '', txn: 'https://solscan.io/tx/{txnHash}' } };
const chainOf = (id: string) => ({ '1': ETHEREUM, sol: SOLANA })[id];
const BRIDGE = step({
  stepType: 'bridge',
  from: asset({ symbol: 'USDC', chainId: '1' }),
  to: asset({ symbol: 'USDC', chainId: 'sol', networkType: 'sol' }),
});

describe('stepExplorerLinks', () => {
  it("checks the source link against the source chain's explorer, the destination's against its own", () => {
    const record = {
      ...stepRecord(BRIDGE),
      srcTxnUrl: 'https://etherscan.io/tx/0xab',
      destTxnUrl: 'https://solscan.io/tx/5Vf',
    };
    expect(stepExplorerLinks(record, chainOf)).toEqual({
      source: 'https://etherscan.io/tx/0xab',
      destination: 'https://solscan.io/tx/5Vf',
    });
    // Each on the other side's explorer: neither is the chain's own.
    const swapped = {
      ...record,
      srcTxnUrl: 'https://solscan.io/tx/0xab',
      destTxnUrl: 'https://etherscan.io/tx/5Vf',
    };
    expect(stepExplorerLinks(swapped, chainOf)).toEqual({});
  });

  it('builds the link from the hash the step knows, whatever link was given', () => {
    const record = {
      ...stepRecord(BRIDGE),
      txHash: '0xab',
      srcTxnUrl: 'https://evil.example/phish',
      destTxnHash: '5Vf',
      destTxnUrl: 'https://evil.example/phish',
    };
    expect(stepExplorerLinks(record, chainOf)).toEqual({
      source: 'https://etherscan.io/tx/0xab',
      destination: 'https://solscan.io/tx/5Vf',
    });
  });
});
