#!/usr/bin/env node
/**
 * Builds the classic scripts the site serves from its root, each with the modules it imports in one file. Part of
 * `npm run build`.
 * - public/service-worker.js: the offline service worker (app/offline/service-worker.js), at the root so that its
 *   scope is every page;
 * - public/field-speed.js: field speed's measuring script (app/field-speed/measure.client.ts, with web-vitals),
 *   which public/scripts-after-paint.js loads once a page is idle.
 */
import { build } from 'esbuild'

const SCRIPTS = [
  { entry: 'app/offline/service-worker.js', outfile: 'public/service-worker.js', minify: false, target: 'es2019' },
  // Loaded by shoppers' phones: as small as it goes (3.6 KB gzip), for browsers that measure (Chromium's).
  { entry: 'app/field-speed/measure.client.ts', outfile: 'public/field-speed.js', minify: true, target: 'es2022' },
]

for (const { entry, outfile, minify, target } of SCRIPTS)
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify,
    format: 'iife',
    target,
    legalComments: 'none',
    logLevel: 'warning',
  })
