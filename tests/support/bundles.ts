/**
 * Global setup of the integration project: the storefront's Pages function (wrangler) and the stand-in
 * API's worker (esbuild) are bundled once per run, before any test file starts, instead of once per file.
 * Each file's Miniflare instances read these bundles (tests/support/storefront.ts, demo-api.ts).
 */
import type { TestProject } from 'vitest/node'
import { makePhotos } from '../../demo-api/photos/make-photos.mjs'
import { bundleDemoApi, OUT_FILE as DEMO_API_BUNDLE } from './demo-api'
import { bundleStorefront } from './storefront'

declare module 'vitest' {
  export interface ProvidedContext {
    /** .cache/storefront/index.js of this run. */
    storefrontBundle: string
    /** .cache/demo-api/index.mjs of this run. */
    demoApiBundle: string
  }
}

export default async function setup(project: TestProject): Promise<void> {
  await Promise.all([bundleDemoApi(), makePhotos()])
  project.provide('demoApiBundle', DEMO_API_BUNDLE)
  project.provide('storefrontBundle', bundleStorefront())
}
