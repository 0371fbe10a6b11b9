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
      borderRadius: { widget: 'var(--cw-radius)' },
      fontFamily: { sans: ['var(--cw-font)'] },
    },
  },
} satisfies Config;
