import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageRouteOf } from '../../common/page-routes.js';
import { AppError } from '../errors.js';
import { pagePreloadHtml } from './page-preloads.js';

/**
 * Serves the built web app from `webDir` when there is one: its files, the lean landing page for
 * `/`, and index.html for every other page path, so the SPA shows every page and its own 404
 * page; an address that is no page (`common/page-routes.ts`) gets that page with status 404.
 * API paths that match no route answer 404 in the API's error shape.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  // The lean build of the home page (vite.config.ts), served for `/` when the build made it.
  const hasLanding = hasWeb && existsSync(path.join(webDir, 'landing.html'));
  // index.html with the page's own file hints, for the pages the build listed.
  const withPreloads = hasWeb ? pagePreloadHtml(webDir) : () => undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (vite.config.ts); send those as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        // The body depends on Accept-Encoding (preCompressed), so shared caches must key on it.
        res.setHeader('vary', 'accept-encoding');
        // Vite fingerprints assets, so they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasWeb) {
      const home = request.url === '/' || request.url.startsWith('/?');
      // The app shows its own not-found page; the status tells crawlers and link checkers too.
      const route = pageRouteOf(request.url.split(/[?#]/)[0] ?? '/');
      reply.status(route ? 200 : 404).header('cache-control', 'no-cache');
      const html = route && withPreloads(route);
      if (html) return reply.type('text/html; charset=utf-8').send(html);
      return reply.sendFile(home && hasLanding ? 'landing.html' : 'index.html');
    }
    return reply.status(404).send(new AppError('not_found').toBody());
  });
}
