#!/usr/bin/env node
/**
 * Builds the offline service worker: app/offline/service-worker.js and the modules it imports (the list of a
 * visitor's own pages, the languages) in one classic script, public/service-worker.js, served from the site's root
 * so that its scope is every page. Part of `npm run build`.
 */
import { build } from 'esbuild'

await build({
  entryPoints: ['app/offline/service-worker.js'],
  outfile: 'public/service-worker.js',
  bundle: true,
  format: 'iife',
  target: 'es2019',
  legalComments: 'none',
  logLevel: 'warning',
})
