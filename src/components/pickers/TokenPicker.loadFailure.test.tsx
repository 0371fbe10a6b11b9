import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInWidget } from '../../test/renderWidget';
import { TokenPicker } from './TokenPicker';

// The dialog's chunk cannot be fetched. Its own file: `lazy` keeps the first outcome of the
// import for the whole module graph.
vi.mock('./TokenPickerDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('TokenPicker when the dialog cannot load', () => {
  it('says so beside the token button instead of breaking the widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInWidget(<TokenPicker side="from" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select token Any chain, source token' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The token list could not be loaded. Reload the page to try again.',
    );
    expect(
      screen.getByRole('button', { name: 'Select token Any chain, source token' }),
    ).toBeInTheDocument();
  });
});
