import { describe, expect, it } from 'vitest';
import { route } from '../test/routeFixtures';
import { resolveSelectedRoute } from './resolveSelectedRoute';

describe('resolveSelectedRoute', () => {
  const a = route({ routeId: 'a2', provider: 'dex', outputAmount: 10n });
  const b = route({ routeId: 'b2', provider: 'bridge', outputAmount: 20n });
  it('keeps the id, else the same provider, else the first in order', () => {
    expect(resolveSelectedRoute([a, b], 'a2', 'bridge', 'output')).toBe(a);
    expect(resolveSelectedRoute([a, b], 'gone', 'dex', 'output')).toBe(a);
    expect(resolveSelectedRoute([a, b], 'gone', 'other', 'output')).toBe(b);
    expect(resolveSelectedRoute([], undefined, undefined, 'output')).toBeUndefined();
  });
});
