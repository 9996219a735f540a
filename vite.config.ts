import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .gz and a .br beside every text file of the build, once, at the highest levels: the
 * server sends them as they are (@fastify/static preCompressed), so no request pays for
 * compression and phones on slow networks download a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'crewcast-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })) as string[];
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|txt|json|webmanifest)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const data = await readFile(full);
            if (data.length < 1024) return;
            await writeFile(`${full}.gz`, await gzipAsync(data, { level: 9 }));
            await writeFile(
              `${full}.br`,
              await brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

// The web app is served by Vite in development (proxying /api to the server) and built to dist/web.
export default defineConfig({
  plugins: [react(), precompress()],
  root: 'web',
  // robots.txt and other files served as they are, at the site's root.
  publicDir: 'public',
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
