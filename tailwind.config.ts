import type { Config } from 'tailwindcss';

// Theme tokens: every colour the widget uses is a CSS variable, so integrators
// (and the dark theme) can restyle it without rebuilding.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: ['selector', '[data-theme="dark"]'],
  theme: {
    extend: {
      colors: {
        surface: 'var(--cw-surface)',
        'surface-raised': 'var(--cw-surface-raised)',
        'surface-sunken': 'var(--cw-surface-sunken)',
        border: 'var(--cw-border)',
        text: 'var(--cw-text)',
        'text-muted': 'var(--cw-text-muted)',
        accent: 'var(--cw-accent)',
        'accent-text': 'var(--cw-accent-text)',
        success: 'var(--cw-success)',
        warning: 'var(--cw-warning)',
        danger: 'var(--cw-danger)',
      },
      // The controls' corners follow the card's (`--cw-radius`, an integrator's theme token) in
      // the proportions of Tailwind's own scale at the default 16px: 0 squares them all.
      borderRadius: {
        widget: 'var(--cw-radius)',
        md: 'calc(var(--cw-radius) * 0.375)',
        lg: 'calc(var(--cw-radius) * 0.5)',
        xl: 'calc(var(--cw-radius) * 0.75)',
        '2xl': 'var(--cw-radius)',
      },
      fontFamily: { sans: ['var(--cw-font)'] },
    },
  },
} satisfies Config;
