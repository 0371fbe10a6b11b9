import { describe, expect, it } from 'vitest';
import { cleanDisplayText, TEXT_LIMITS } from './displayText';

describe('cleanDisplayText', () => {
  it('removes direction overrides so a symbol reads as what it is', () => {
    expect(cleanDisplayText('USDC\u202Egnp.exe', TEXT_LIMITS.symbol)).toBe('USDCgnp.exe');
  });

  it('removes zero-width and control characters, folds whitespace', () => {
    expect(cleanDisplayText('U\u200BS\u200DD\u0000C \n\t coin', 64)).toBe('USDC coin');
    expect(cleanDisplayText('\u2066ETH\u2069\u061C', 32)).toBe('ETH');
  });

  it('keeps letters of every script, accents, emoji and punctuation', () => {
    expect(cleanDisplayText('Ünïswap – 日本 🦄 (v3)', 64)).toBe('Ünïswap – 日本 🦄 (v3)');
  });

  it('cuts long text at the cap with an ellipsis, never inside a surrogate pair', () => {
    const long = 'A'.repeat(300);
    const cut = cleanDisplayText(long, TEXT_LIMITS.provider);
    expect(Array.from(cut)).toHaveLength(TEXT_LIMITS.provider);
    expect(cut.endsWith('…')).toBe(true);
    const emoji = cleanDisplayText('🦄'.repeat(40), TEXT_LIMITS.symbol);
    expect(Array.from(emoji)).toHaveLength(TEXT_LIMITS.symbol);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('leaves short clean text unchanged', () => {
    expect(cleanDisplayText('USDC', TEXT_LIMITS.symbol)).toBe('USDC');
  });
});
