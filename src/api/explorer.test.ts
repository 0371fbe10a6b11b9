import { describe, expect, it } from 'vitest';
import {
  explorerAddressUrl,
  explorerTokenUrl,
  explorerTxUrl,
  fillExplorerTemplate,
  trustedTxUrl,
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

describe('trustedTxUrl: only the chain explorer is linked', () => {
  const chain = { explorer: { token: '', txn: 'https://explorer.example/tx/{txnHash}' } };
  const HASH = `0x${'ab'.repeat(32)}`;
  const OWN = `https://explorer.example/tx/${HASH}`;
  const LOOK_ALIKES = [
    ['another host', `https://evil.example/tx/${HASH}`],
    ['a host with the explorer as prefix', `https://explorer.example.evil.example/tx/${HASH}`],
    ['a host with the explorer as suffix', `https://evilexplorer.example/tx/${HASH}`],
    ['userinfo', `https://explorer.example@evil.example/tx/${HASH}`],
    ['userinfo, bare', 'https://explorer.example@evil.example/'],
    ['another path', `https://explorer.example/address/${HASH}`],
    ['a path beyond the hash', `https://explorer.example/tx/${HASH}/../../phish`],
    ['http for https', `http://explorer.example/tx/${HASH}`],
    ['javascript:', `javascript:alert('${HASH}')`],
    ['a phishing page', 'https://evil.example/phish'],
  ];

  it.each(LOOK_ALIKES)('shows no %s link: the hash unknown, nothing', (_, given) => {
    expect(trustedTxUrl(chain, given, undefined)).toBeUndefined();
  });

  it.each([
    ...LOOK_ALIKES,
    ['the right template with another hash', `https://explorer.example/tx/0x${'cd'.repeat(32)}`],
  ])('shows no %s link: the hash known, the link built from it', (_, given) => {
    expect(trustedTxUrl(chain, given, HASH)).toBe(OWN);
  });

  it("shows the explorer's own link, and nothing without a link, a chain or a usable template", () => {
    expect(trustedTxUrl(chain, OWN, HASH)).toBe(OWN);
    expect(trustedTxUrl(chain, OWN, undefined)).toBe(OWN);
    const solana = { explorer: { token: '', txn: 'https://solscan.io/tx/{txnHash}' } };
    expect(trustedTxUrl(solana, 'https://solscan.io/tx/5VfY3n', undefined)).toBe(
      'https://solscan.io/tx/5VfY3n',
    );
    const appended = { explorer: { token: '', txn: 'https://explorer.example/tx/' } };
    expect(trustedTxUrl(appended, OWN, undefined)).toBe(OWN);
    expect(trustedTxUrl(chain, undefined, HASH)).toBeUndefined();
    expect(trustedTxUrl(undefined, OWN, HASH)).toBeUndefined();
    const hostile = { explorer: { token: '', txn: 'javascript:alert({txnHash})' } };
    expect(trustedTxUrl(hostile, 'javascript:alert(1)', '1')).toBeUndefined();
    expect(trustedTxUrl(hostile, 'javascript:alert(1)', undefined)).toBeUndefined();
  });
});
