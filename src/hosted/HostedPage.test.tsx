import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ThemeSetting } from '../config/widgetConfig';
import { UntrustedApiBanner } from './pageChrome';
import { ThemeSwitch, usePageTheme } from './ThemeSwitch';

describe('UntrustedApiBanner', () => {
  it('names the untrusted origin once, with no way to dismiss it', () => {
    render(<UntrustedApiBanner origin="http://127.0.0.1:9999" />);
    const [banner, ...more] = screen.getAllByRole('alert');
    expect(more).toHaveLength(0);
    expect(banner).toHaveTextContent(/^Untrusted API: http:\/\/127\.0\.0\.1:9999/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("is absent for the page's own or an allowlisted API", () => {
    const { container } = render(<UntrustedApiBanner origin={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

function ThemeHarness({ initial }: { initial?: ThemeSetting }) {
  const [theme, setTheme] = usePageTheme(initial);
  return <ThemeSwitch resolved={theme === 'dark' ? 'dark' : 'light'} onChange={setTheme} />;
}

describe('ThemeSwitch', () => {
  it('toggles dark and light, and the link keeps the choice', async () => {
    window.history.replaceState(null, '', '/?amount=5');
    render(<ThemeHarness initial="light" />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(window.location.search).get('theme')).toBe('dark');
    expect(new URLSearchParams(window.location.search).get('amount')).toBe('5');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(new URLSearchParams(window.location.search).get('theme')).toBe('light');
  });
});
