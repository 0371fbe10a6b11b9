import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseUrlState } from '../config/urlState';
import type { ThemeSetting } from '../config/widgetConfig';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadTranslations } from '../i18n/loadTranslations';
import { PageNotices, UntrustedApiBanner } from './pageChrome';
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
    // It names the theme it turns to, never the same words in both.
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(new URLSearchParams(window.location.search).get('theme')).toBe('dark');
    expect(new URLSearchParams(window.location.search).get('amount')).toBe('5');
    expect(screen.queryByRole('button', { name: /dark theme/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(new URLSearchParams(window.location.search).get('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
});

describe('PageNotices', () => {
  beforeAll(() => loadTranslations('de'));

  it("says the link's problems in the page's language, a refusal's reason included", () => {
    const { issues } = parseUrlState(
      '?apiUrl=ftp%3A%2F%2Fx%2Fv1',
      {},
      {
        defaultApiUrl: 'https://api.ours.example/v1',
        allowedOrigins: [],
        acceptAnyApi: false,
      },
    );
    const { unmount } = render(<PageNotices untrustedApiOrigin={undefined} issues={issues} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The link's apiUrl was refused: The API address must start with http:// or https://. Using https://api.ours.example instead.",
    );
    unmount();

    render(
      <I18nProvider language="de">
        <PageNotices untrustedApiOrigin="http://127.0.0.1:9999" issues={issues} />
      </I18nProvider>,
    );
    const [banner, issue] = screen.getAllByRole('alert');
    expect(banner).toHaveTextContent(/^Nicht vertrauenswürdige API: http:\/\/127\.0\.0\.1:9999/);
    expect(issue).toHaveTextContent(
      'Die apiUrl des Links wurde abgelehnt: Die API-Adresse muss mit http:// oder https:// beginnen. Stattdessen wird https://api.ours.example verwendet.',
    );
    // The page's document takes the language too, not only the widget's root.
    expect(document.documentElement.lang).toBe('de');
  });
});
