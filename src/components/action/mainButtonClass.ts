/** The main button's look, one for its loading stand-in and for itself, so nothing shifts. */
export const MAIN_BUTTON_CLASS =
  'w-full rounded-2xl bg-accent px-4 py-3 text-base font-semibold text-accent-text wrap-anywhere disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted';
