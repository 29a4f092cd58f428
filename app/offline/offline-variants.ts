/**
 * The offline pages the service worker keeps (app/offline/service-worker.js) and the server renders
 * (app/offline/offline-page.server.ts), by `?for=`: a page never read on this device, a visitor's own page (never
 * kept), a form the browser sent offline.
 */
export const OFFLINE_FOR = ['page', 'personal', 'unsent'] as const

/** Where the worker writes the fields of a form sent offline, in the `unsent` page. */
export const UNSENT_FIELDS = '<!--unsent-fields-->'
