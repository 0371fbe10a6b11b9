import { describe, expect, it } from 'vitest';
import {
  explorerAddressUrl,
  explorerTokenUrl,
  explorerTxUrl,
  fillExplorerTemplate,
} from './explorer';

const solana = {
  explorer: {
    address: 'https://solscan.io/account/{address}',
    token: 'https://solscan.io/token/{tokenAddress}',
    txn: 'https://solscan.io/tx/{txnHash}',
  },
};

describe('explorer links', () => {
  it('fills the live service templates', () => {
    expect(explorerTxUrl(solana, '5abc')).toBe('https://solscan.io/tx/5abc');
    expect(explorerTokenUrl(solana, 'EPj')).toBe('https://solscan.io/token/EPj');
    expect(explorerAddressUrl(solana, '7zS')).toBe('https://solscan.io/account/7zS');
  });

  it('fills other placeholder spellings, or appends', () => {
    for (const template of [
      'https://etherscan.io/tx/{{txHash}}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal placeholder, on purpose
      'https://etherscan.io/tx/${hash}',
      'https://etherscan.io/tx/:hash',
      'https://etherscan.io/tx/<txn_hash>',
      'https://etherscan.io/tx/{ hash }',
      'https://etherscan.io/tx/',
      'https://etherscan.io/tx',
    ]) {
      expect(fillExplorerTemplate(template, '0xabc')).toBe('https://etherscan.io/tx/0xabc');
    }
    expect(fillExplorerTemplate('http://127.0.0.1:8787/explorer?tx={txnHash}', 'a b')).toBe(
      'http://127.0.0.1:8787/explorer?tx=a%20b',
    );
  });

  it('appends in one pass to a template whose long run of slashes does not end it', () => {
    // `/\/+$/` retried the run from each of its slashes: a million took minutes.
    const template = `https://a.example/${'/'.repeat(1_000_000)}x`;
    expect(fillExplorerTemplate(template, 'h')).toBe(`${template}/h`);
    expect(fillExplorerTemplate('https://a.example/tx///', 'h')).toBe('https://a.example/tx/h');
  });

  it('derives an address link from the transaction template, and refuses non-http links', () => {
    const evm = {
      explorer: {
        token: 'https://etherscan.io/token/{tokenAddress}',
        txn: 'https://etherscan.io/tx/{txnHash}',
      },
    };
    expect(explorerAddressUrl(evm, '0x1')).toBe('https://etherscan.io/address/0x1');
    expect(
      explorerAddressUrl({ explorer: { token: '', txn: 'https://x.io/t?h={hash}' } }, '0x1'),
    ).toBeUndefined();
    expect(fillExplorerTemplate('javascript:alert({txnHash})', '1')).toBeUndefined();
    expect(fillExplorerTemplate('not a url {txnHash}', '1')).toBeUndefined();
  });
});
