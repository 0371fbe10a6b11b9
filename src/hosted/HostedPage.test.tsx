import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UntrustedApiBanner } from './pageChrome';

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
