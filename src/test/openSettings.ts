import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the settings dialog from its button; answers the dialog and the user driving it. */
export async function openSettings() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  // The dialog's chunk loads on the first click (transformed on demand here: give it time).
  const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5_000 });
  return { user, dialog };
}
