import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl } from './imagePolicy';

const allowed = new Set(['https://api.ours.example', 'https://img.ours.example']);

describe('isAllowedImageUrl', () => {
  it.each([
    'https://api.ours.example/icons/usdc.svg',
    'https://img.ours.example/a/b.png?x=1',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png,abc',
  ])('loads %s', (url) => expect(isAllowedImageUrl(url, allowed)).toBe(true));

  it.each([
    'https://tracker.example/usdc.png',
    'http://api.ours.example/icons/usdc.svg',
    'https://img.ours.example.tracker.example/a.png',
    'https://api.ours.example:8443/a.png',
    'data:text/html,<script>',
    'javascript:alert(1)',
    '//img.ours.example/a.png',
  ])('replaces %s by a letter', (url) => expect(isAllowedImageUrl(url, allowed)).toBe(false));
});
