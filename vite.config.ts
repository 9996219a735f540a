import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is served by Vite in development (proxying /api to the server) and built to dist/web.
export default defineConfig({
  plugins: [react()],
  root: 'web',
  publicDir: false,
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
