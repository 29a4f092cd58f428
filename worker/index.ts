/**
 * The Worker target (`wrangler deploy -c wrangler.worker.toml`, docs/operations.md): the same storefront as the
 * Pages function, for a platform with many shops (a wildcard route for its subdomains, Cloudflare for SaaS
 * custom hostnames for shops' own domains). Static files (public/) are served by Workers static assets before
 * this entry runs; every other request goes to the handler both targets share, built with the app (server.ts).
 */
import { handleRequest } from '../functions/[[path]]'

export default {
  fetch(request, env, ctx) {
    return handleRequest(request, env, (promise) => ctx.waitUntil(promise))
  },
} satisfies ExportedHandler<Record<string, unknown>>
