import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../api/types';
import { tokenKey } from '../../lib/tokenKey';
import * as tokenMetadata from '../../networks/readTokenMetadata';
import * as heldBalances from '../../networks/useHeldBalances';
import * as tokenBalances from '../../networks/useTokenBalances';
import {
  ETHEREUM,
  fakeRoutingClient,
  makeAsset,
  renderInWidget,
  SCAM,
  USDC,
} from '../../test/renderWidget';
import { TokenMetadataError } from '../../wallets/tokenMetadataError';
import { TokenPicker } from './TokenPicker';

// Held balances come from the wallet layer; each test says what the wallet holds.
const held = { current: new Map<string, bigint>() };
// The chain read of an unlisted token; each test says what the chain answers.
const readTokenMetadata = vi.fn();

/**
 * The wallet layer's exports, spied on for each test (not `vi.mock`: the file shares the module
 * graph); `vi.restoreAllMocks` puts them back once the test's widget is unmounted.
 */
function replaceWalletReads() {
  vi.spyOn(heldBalances, 'useHeldBalances').mockImplementation(() => held.current);
  vi.spyOn(tokenBalances, 'useTokenBalance').mockImplementation(() => ({
    balance: undefined,
    isLoading: false,
  }));
  vi.spyOn(tokenMetadata, 'readTokenMetadata').mockImplementation(readTokenMetadata);
}

const UNLISTED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function openSourcePicker() {
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', {
    name: 'Select token Any chain, source token',
  });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'You pay with' });
  const search = within(dialog).getByRole('combobox', { name: 'Search tokens' });
  // Tokens of the first chain load asynchronously.
  await within(dialog).findAllByRole('option');
  return { user, trigger, dialog, search };
}

function activeOption(search: HTMLElement): HTMLElement | null {
  const id = search.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('TokenPicker', () => {
  // The dialog's chunk, loaded once ahead as a browser would have it cached (it is prefetched
  // after the first paint): each test then times the dialog only.
  beforeAll(() => import('./SideTokenPickerDialog'));

  // happy-dom does no layout: give elements a size so the virtualizer renders a window of rows.
  beforeEach(() => {
    replaceWalletReads();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 400, height: 448 }),
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(448);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(448);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(20_000 * 56);
  });
  afterEach(() => {
    // Unmounted first: a render after the restore would call other hooks.
    cleanup();
    vi.restoreAllMocks();
    held.current = new Map();
  });

  it('is a modal dialog with the chains from /chains and focus in the search box', async () => {
    renderInWidget(<TokenPicker side="from" />);
    const { dialog, search } = await openSourcePicker();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(search).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: /Sandbox Ethereum/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: /Sandbox Base/ })).toBeInTheDocument();
    // Popular tokens first, the flagged one last, with its badge.
    const names = within(dialog)
      .getAllByRole('option')
      .map((o) => o.getAttribute('aria-label'));
    expect(names).toEqual(['ETH, Ether', 'USDC, USD Coin', 'USDC.e, ⚠ Flagged, Totally USDC']);
    expect(within(dialog).getByText(/Flagged/)).toBeInTheDocument();
  });

  it('lists popular tokens first, then held tokens by USD value, with their balance', async () => {
    const dai = makeAsset({ chainId: '31337', address: `0x${'d'.repeat(40)}`, symbol: 'DAI' });
    const wbtc = makeAsset({
      chainId: '31337',
      address: `0x${'b'.repeat(40)}`,
      symbol: 'WBTC',
      decimals: 8,
      lastPrice: 60_000,
    });
    const client = fakeRoutingClient({
      chains: [ETHEREUM],
      tokens: { '31337': [dai, wbtc, USDC] },
    });
    held.current = new Map([
      [tokenKey(dai), 5n * 10n ** 18n], // $5
      [tokenKey(wbtc), 100_000n], // 0.001 WBTC = $60
    ]);
    renderInWidget(<TokenPicker side="from" />, { client });
    await openSourcePicker();
    const names = screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'));
    expect(names).toEqual([
      'USDC, USD Coin',
      'WBTC, 0.001 in your wallet',
      'DAI, 5 in your wallet',
    ]);
  });

  it('works by keyboard: type, arrows, Home/End, Enter; focus returns to the trigger', async () => {
    const { getStore } = renderInWidget(<TokenPicker side="from" />);
    const { user, search } = await openSourcePicker();
    await user.type(search, 'usd');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(activeOption(search)).toHaveAccessibleName('USDC, USD Coin');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(search)).toHaveAccessibleName(/USDC.e/);
    expect(activeOption(search)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}'); // stays on the last
    expect(activeOption(search)).toHaveAccessibleName(/USDC.e/);
    await user.keyboard('{Home}');
    expect(activeOption(search)).toHaveAccessibleName('USDC, USD Coin');
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getStore().getState().from).toEqual({ chainId: '31337', tokenAddress: USDC.address });
    const trigger = screen.getByRole('button', {
      name: 'USDC Sandbox Ethereum, source token',
    });
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and returns focus; Tab stays inside the dialog', async () => {
    renderInWidget(<TokenPicker side="from" />);
    const { user, trigger, dialog } = await openSourcePicker();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('switches chain and picks a destination token there', async () => {
    const user = userEvent.setup();
    const { getStore } = renderInWidget(<TokenPicker side="to" />);
    await user.click(
      await screen.findByRole('button', { name: 'Select token Any chain, destination token' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'You receive' });
    await user.click(within(dialog).getByRole('button', { name: /Sandbox Base/ }));
    const option = await within(dialog).findByRole('option', { name: 'USDC, USD Coin' });
    await user.click(option);
    expect(getStore().getState().to).toEqual({
      chainId: '31338',
      tokenAddress: expect.any(String),
    });
  });

  it('finds a listed token by pasted address', async () => {
    renderInWidget(<TokenPicker side="from" />);
    const { user, search } = await openSourcePicker();
    await user.click(search);
    await user.paste(USDC.address.toLowerCase());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(activeOption(search)).toHaveAccessibleName('USDC, USD Coin');
  });

  it('shows an unlisted address as an unknown token and requires a confirmation', async () => {
    readTokenMetadata.mockResolvedValue({ decimals: 6, symbol: 'FOO', name: 'Foo' });
    const { getStore } = renderInWidget(<TokenPicker side="from" />);
    const { user, search } = await openSourcePicker();
    await user.click(search);
    await user.paste(UNLISTED);
    const unknown = await screen.findByRole('option', { name: /Unknown token/ });
    expect(unknown).toHaveAccessibleName(
      /Not on the verified list — check the address before you trade/,
    );
    await user.keyboard('{Enter}');
    // Not selected yet: an explicit confirmation is needed, and Back is focused (safe default).
    expect(getStore().getState().from.tokenAddress).toBeUndefined();
    expect(screen.getByRole('alert')).toHaveTextContent('Not on the verified list');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(await screen.findByText('FOO · Foo, 6 decimals')).toBeInTheDocument();
    expect(readTokenMetadata).toHaveBeenCalledWith(ETHEREUM, UNLISTED, expect.anything());
    await user.click(screen.getByRole('button', { name: 'I understand, use this token' }));
    expect(getStore().getState().from).toEqual({ chainId: '31337', tokenAddress: UNLISTED });
    expect(getStore().getState().customTokens[0]).toMatchObject({
      address: UNLISTED,
      decimals: 6,
      symbol: 'FOO',
      isFlagged: true,
    });
    const trigger = screen.getByRole('button', { name: 'FOO Sandbox Ethereum, source token' });
    expect(trigger.parentElement).toHaveTextContent('Not on the verified list');
  });

  it('refuses an unlisted address the chain does not confirm as a token', async () => {
    readTokenMetadata.mockRejectedValue(
      new TokenMetadataError('This address is not an ERC-20 token on this chain.'),
    );
    const { getStore } = renderInWidget(<TokenPicker side="from" />);
    const { user, search } = await openSourcePicker();
    await user.click(search);
    await user.paste(UNLISTED);
    await screen.findByRole('option', { name: /Unknown token/ });
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(/not an ERC-20 token on this chain\. It cannot be used\./),
    ).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'I understand, use this token' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Search tokens' })).toBeInTheDocument();
    expect(getStore().getState().from.tokenAddress).toBeUndefined();
  });

  it('says so when nothing matches and the text is not an address', async () => {
    renderInWidget(<TokenPicker side="from" />);
    const { user, search } = await openSourcePicker();
    await user.type(search, 'zzz');
    expect(await screen.findByText(/No token matches “zzz”/)).toBeInTheDocument();
    expect(search).not.toHaveAttribute('aria-activedescendant');
  });

  it('virtualizes 20,000 tokens and filters them', async () => {
    const many: Asset[] = Array.from({ length: 20_000 }, (_, i) =>
      makeAsset({
        chainId: '31337',
        address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
        symbol: `TK${i}`,
        name: `Token ${i}`,
      }),
    );
    const client = fakeRoutingClient({ chains: [ETHEREUM], tokens: { '31337': many } });
    renderInWidget(<TokenPicker side="from" />, { client });
    const { user, search } = await openSourcePicker();
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '20000');
    await user.keyboard('{End}');
    // The virtualizer scrolls the last row into view; happy-dom sets scrollTop but fires no
    // scroll event, so fire it as a browser would.
    const listbox = screen.getByRole('listbox', { name: 'Tokens' });
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    fireEvent.scroll(listbox);
    await waitFor(() => expect(activeOption(search)).toHaveAccessibleName('TK19999, Token 19999'));
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
    await user.type(search, 'TK1999');
    await waitFor(() => expect(activeOption(search)).toHaveAccessibleName('TK1999, Token 1999'));
  });

  it('falls back to a letter when a token image fails', async () => {
    const withImage = makeAsset({
      ...SCAM,
      symbol: 'IMG',
      // The API's own origin: images load from there (and the config's image hosts) only.
      image: 'http://127.0.0.1:8787/icons/i.png',
      isFlagged: false,
    });
    const client = fakeRoutingClient({ chains: [ETHEREUM], tokens: { '31337': [withImage] } });
    renderInWidget(<TokenPicker side="from" />, { client });
    await openSourcePicker();
    const img = screen.getByRole('img', { name: 'IMG' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'IMG' });
    expect(fallback.tagName).toBe('SPAN');
    // The letter is drawn by CSS from `data-letter`: a picture, not words of the option.
    expect(fallback).toHaveAttribute('data-letter', 'I');
    expect(fallback).toBeEmptyDOMElement();
  });

  it('never loads a token image from a host outside the API and the image hosts', async () => {
    const tracked = makeAsset({
      ...SCAM,
      symbol: 'TRK',
      image: 'https://tracker.example/pixel.png',
      isFlagged: false,
    });
    const client = fakeRoutingClient({ chains: [ETHEREUM], tokens: { '31337': [tracked] } });
    renderInWidget(<TokenPicker side="from" />, { client });
    await openSourcePicker();
    const icon = screen.getByRole('img', { name: 'TRK' });
    expect(icon.tagName).toBe('SPAN');
    expect(document.querySelector('img[src*="tracker.example"]')).toBeNull();
  });
});
