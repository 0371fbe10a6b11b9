import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: nothing here is specific to the widget.
export default defineConfig({
  plugins: [react()],
});
