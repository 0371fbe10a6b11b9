import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { memoryStorage, safeJsonStorage, storageKey, storageScope } from './persistedStorage';

describe('storage keys', () => {
  it('scope by instance and API origin, whatever the path', () => {
    expect(storageScope('w1', 'https://api.example.com/v1')).toBe('w1:https://api.example.com');
    expect(storageScope('w1', 'https://API.example.com:443/v2?x=1')).toBe(
      'w1:https://api.example.com',
    );
    expect(storageScope('w1', 'http://127.0.0.1:8787/v1')).toBe('w1:http://127.0.0.1:8787');
    expect(storageScope('w1', 'not a url')).toBe('w1:not a url');
    expect(storageKey(storageScope('w1', 'http://127.0.0.1:8787/v1'), 'settings')).toBe(
      'swapwidget:w1:http://127.0.0.1:8787:settings',
    );
  });
});

describe('safeJsonStorage', () => {
  it('round-trips bigints and leaves look-alikes alone', async () => {
    const base = memoryStorage();
    const storage = safeJsonStorage<{ amount: bigint; text: unknown }>(base);
    await storage?.setItem('k', {
      state: { amount: 10n ** 30n, text: { $bigint: 'not digits' } },
      version: 1,
    });
    expect(base.data.get('k')).toBe(
      '{"state":{"amount":{"$bigint":"1000000000000000000000000000000"},"text":{"$bigint":"not digits"}},"version":1}',
    );
    expect(await storage?.getItem('k')).toEqual({
      state: { amount: 10n ** 30n, text: { $bigint: 'not digits' } },
      version: 1,
    });
  });

  it('reads corrupt data as nothing stored and never throws', async () => {
    const storage = safeJsonStorage(memoryStorage({ k: '{nope' }));
    expect(await storage?.getItem('k')).toBeNull();
    const broken: StateStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const safe = safeJsonStorage(broken);
    expect(await safe?.getItem('k')).toBeNull();
    expect(() => safe?.setItem('k', { state: {}, version: 1 })).not.toThrow();
    expect(() => safe?.removeItem('k')).not.toThrow();
  });
});
