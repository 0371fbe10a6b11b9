import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askDevWalletUser,
  createDevWalletPrompt,
  devWalletPrompt,
  devWalletPromptRequested,
} from './devWalletPrompt';

const request = (title: string) => ({ title, details: [{ label: 'To', value: title }] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dev wallet prompt service', () => {
  it('shows requests one at a time, first in first out, each resolved by its own answer', async () => {
    const service = createDevWalletPrompt();
    const first = service.requestApproval(request('first'));
    const second = service.requestApproval(request('second'));
    const third = service.requestApproval(request('third'));
    expect(service.snapshot()).toMatchObject({ current: { title: 'first' }, waiting: 2 });

    service.answer(service.snapshot().current!.id, true);
    expect(await first).toBe(true);
    expect(service.snapshot()).toMatchObject({ current: { title: 'second' }, waiting: 1 });
    service.answer(service.snapshot().current!.id, false);
    expect(await second).toBe(false);
    service.answer(service.snapshot().current!.id, true);
    expect(await third).toBe(true);
    expect(service.snapshot()).toEqual({ current: undefined, waiting: 0 });
  });

  it('keeps its snapshot until the queue changes, tells subscribers, and ignores stale answers', async () => {
    const service = createDevWalletPrompt();
    const listener = vi.fn();
    const unsubscribe = service.subscribe(listener);
    const empty = service.snapshot();
    expect(service.snapshot()).toBe(empty);

    const answered = service.requestApproval(request('one'));
    expect(listener).toHaveBeenCalledTimes(1);
    const shown = service.snapshot();
    expect(shown).not.toBe(empty);
    expect(service.snapshot()).toBe(shown);
    const { id } = shown.current!;
    service.answer(id, false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(await answered).toBe(false);

    // An answer that comes twice (a double click) or for an unknown id changes nothing.
    service.answer(id, true);
    service.answer(12345, true);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    void service.requestApproval(request('unheard'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a copy of what it shows: the caller cannot change a request on screen', () => {
    const service = createDevWalletPrompt();
    const asked = request('original');
    void service.requestApproval(asked);
    asked.details[0]!.value = 'changed';
    expect(service.snapshot().current?.details).toEqual([{ label: 'To', value: 'original' }]);
  });
});

describe('devWalletPrompt=1 in the URL', () => {
  it.each([
    ['?devWalletPrompt=1', true],
    ['?fromChain=31337&devWalletPrompt=1&amount=2', true],
    ['?devWalletPrompt=0', false],
    ['?devWalletPrompt=true', false],
    ['?devwalletprompt=1', false],
    ['', false],
  ])('%s asks first: %s', (search, expected) => {
    expect(devWalletPromptRequested(search)).toBe(expected);
  });

  it("is read from the page's own address", () => {
    expect(devWalletPromptRequested()).toBe(false);
    vi.stubGlobal('location', { search: '?devWalletPrompt=1' });
    expect(devWalletPromptRequested()).toBe(true);
  });

  it('makes the dev wallets wait for the page prompt; without it they are told yes at once', async () => {
    expect(await askDevWalletUser(request('at once'))).toBe(true);
    expect(devWalletPrompt.snapshot().current).toBeUndefined();

    vi.stubGlobal('location', { search: '?devWalletPrompt=1' });
    const asked = askDevWalletUser(request('asked'));
    const shown = devWalletPrompt.snapshot().current;
    expect(shown?.title).toBe('asked');
    devWalletPrompt.answer(shown!.id, false);
    expect(await asked).toBe(false);
  });
});
