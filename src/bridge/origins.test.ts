import { describe, expect, it } from 'vitest';
import { httpOriginOf, isFromExpectedSender } from './origins';

const iframe = { name: 'the widget frame' };
const other = { name: 'another frame' };
const expected = { origins: ['https://shop.example'], source: iframe };

describe('a bridge message is heard only from the expected window at an exact origin', () => {
  it('accepts the expected window at the expected origin', () => {
    expect(isFromExpectedSender({ origin: 'https://shop.example', source: iframe }, expected)).toBe(
      true,
    );
  });

  it.each([
    ['a suffix', 'https://shop.example.evil'],
    ['a longer host ending the same', 'https://evilshop.example'],
    ['a subdomain', 'https://pay.shop.example'],
    ['another scheme', 'http://shop.example'],
    ['another port', 'https://shop.example:8443'],
    ['the default port spelled out is not what browsers send', 'https://shop.example:443'],
    ['a trailing slash', 'https://shop.example/'],
    ['another case', 'https://SHOP.example'],
    ['an opaque origin', 'null'],
    ['no origin', ''],
  ])('ignores a look-alike origin: %s (%s)', (_what, origin) => {
    expect(isFromExpectedSender({ origin, source: iframe }, expected)).toBe(false);
  });

  it('ignores the right origin from another frame, and from no frame at all', () => {
    expect(isFromExpectedSender({ origin: 'https://shop.example', source: other }, expected)).toBe(
      false,
    );
    for (const source of [null, undefined]) {
      expect(isFromExpectedSender({ origin: 'https://shop.example', source }, expected)).toBe(
        false,
      );
    }
    // Even a list that names no window does not make a sourceless message acceptable.
    expect(
      isFromExpectedSender(
        { origin: 'https://shop.example', source: null },
        { origins: ['https://shop.example'], source: null },
      ),
    ).toBe(false);
  });

  it('never accepts an opaque origin, even when a list names it', () => {
    expect(
      isFromExpectedSender(
        { origin: 'null', source: iframe },
        { origins: ['null'], source: iframe },
      ),
    ).toBe(false);
  });
});

describe("the iframe's origin, from its src", () => {
  it('is the exact origin of an http(s) src, relative ones resolved against the page', () => {
    expect(httpOriginOf('https://widget.example/embed.html?amount=1')).toBe(
      'https://widget.example',
    );
    expect(httpOriginOf('https://widget.example:8443/embed.html')).toBe(
      'https://widget.example:8443',
    );
    expect(httpOriginOf('/embed.html', 'http://127.0.0.1:4180/shop')).toBe('http://127.0.0.1:4180');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'about:blank',
    'blob:https://widget.example/1234',
    'not a url',
  ])('refuses %s: a frame whose origin is not known exactly is not talked to', (src) => {
    expect(() => httpOriginOf(src)).toThrow(/swap widget bridge/);
  });
});
