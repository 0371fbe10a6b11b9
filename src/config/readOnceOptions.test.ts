import { describe, expect, it } from 'vitest';
import { changedReadOnceFields, readOnceIdentity, readOnceWarning } from './readOnceOptions';
import type { WidgetConfig } from './widgetConfig';

const mounted: WidgetConfig = {
  apiUrl: 'https://a.example/v1',
  instanceId: 'shop',
  defaults: { fromChain: '1', amount: '2' },
  locked: ['fromChain'],
};

describe('changedReadOnceFields', () => {
  it('names nothing for an equal config in a new object, whatever else changed', () => {
    const next: WidgetConfig = {
      ...mounted,
      defaults: { fromChain: '1', amount: '2' },
      locked: ['fromChain'],
      theme: 'dark',
      hiddenUI: ['history'],
    };
    expect(changedReadOnceFields(mounted, next)).toEqual([]);
  });

  it('names each read-once field whose value changed', () => {
    expect(
      changedReadOnceFields(mounted, {
        apiUrl: 'https://b.example/v1',
        instanceId: 'shop',
        defaults: { fromChain: '1', amount: '3' },
      }),
    ).toEqual(['apiUrl', 'defaults', 'locked']);
    expect(changedReadOnceFields({ apiUrl: 'x' }, { apiUrl: 'x', instanceId: 'other' })).toEqual([
      'instanceId',
    ]);
  });
});

describe('readOnceIdentity', () => {
  const base = { apiUrl: 'https://a.example/v1', defaults: { amount: '1' } };
  it('changes with what the widget makes its store from, not with the rest', () => {
    const id = readOnceIdentity(base);
    expect(
      readOnceIdentity({ ...base, theme: 'dark', language: 'de', apiKey: 'k', imageHosts: [] }),
    ).toBe(id);
    expect(readOnceIdentity({ ...base, defaults: { amount: '2' } })).not.toBe(id);
    expect(readOnceIdentity({ ...base, instanceId: 'other' })).not.toBe(id);
    expect(readOnceIdentity({ ...base, locked: ['amount'] })).not.toBe(id);
    expect(readOnceIdentity({ ...base, apiUrl: 'https://b.example/v1' })).not.toBe(id);
  });
});

it('the warning names the field and what to do', () => {
  expect(readOnceWarning('apiUrl')).toMatch(
    /config\.apiUrl changed .* not applied.* new React key/,
  );
});
