import { describe, expect, it } from 'vitest';
import { route } from '../../test/routeFixtures';
import { routeKeys } from './routeKeys';

describe('routeKeys', () => {
  it('keys routes by provider, numbering repeats', () => {
    const a = route({ routeId: 'a2', provider: 'dex' });
    const b = route({ routeId: 'b2', provider: 'bridge' });
    const b2 = route({ routeId: 'b3', provider: 'bridge' });
    expect(routeKeys([a, b, b2])).toEqual(['dex', 'bridge', 'bridge#1']);
  });
});
