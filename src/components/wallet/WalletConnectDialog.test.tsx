import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInWidget } from '../../test/renderWidget';
import { WalletLinkOpenerContext } from '../../wallets/walletConnect/walletLinkOpener';
import { WalletConnectDialog } from './WalletConnectDialog';

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`;

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WalletConnectDialog', () => {
  it('shows the QR code and the whole link, copies it, and offers no app link on a desktop', async () => {
    phone(false);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onClose = vi.fn();
    renderInWidget(<WalletConnectDialog uri={URI} onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'Connect with WalletConnect' });
    expect(screen.getByRole('img', { name: 'QR code of the WalletConnect link' })).toBeTruthy();
    expect(dialog.textContent).toContain(URI);
    expect(screen.queryByRole('link', { name: 'Open wallet app' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URI);
    expect(screen.getByRole('status').textContent).toBe('Link copied.');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('on a phone, opens the wallet app through the wc: link', () => {
    phone(true);
    renderInWidget(<WalletConnectDialog uri={URI} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Open wallet app' }).getAttribute('href')).toBe(URI);
  });

  it('in a frame with a host page, asks the host page to open the wallet app', async () => {
    phone(true);
    const openWalletLink = vi.fn(() => true);
    renderInWidget(
      <WalletLinkOpenerContext.Provider value={openWalletLink}>
        <WalletConnectDialog uri={URI} onClose={() => {}} />
      </WalletLinkOpenerContext.Provider>,
    );
    // A link inside a cross-origin frame would not open the app: a button that asks the host.
    expect(screen.queryByRole('link', { name: 'Open wallet app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open wallet app' }));
    expect(openWalletLink).toHaveBeenCalledExactlyOnceWith(URI);
  });
});
