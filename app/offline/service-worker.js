import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages'
import { isPersonalPath } from '../lib/personal-paths'
import { OFFLINE_FOR, UNSENT_FIELDS } from './offline-variants'

/**
 * Offline reading for one shop (each shop is its own origin, so its own caches).
 * Design and limits: docs/decisions/027-offline-reading-with-a-service-worker.md
 *
 * - /build/* (fingerprinted): cache first, kept for the life of this version.
 * - /themes/*, /images/*, icons, the scripts' starter: network first, the cached copy offline (the starter is
 *   precached at install: offline, a kept page starts its scripts too).
 * - Pages (GET navigations): network first; a 200 HTML answer of this origin that is not `no-store`
 *   (signed-in pages are `private, no-store`) is kept, except a visitor's own pages (isPersonalPath). Offline: the kept
 *   copy, else the offline page (/offline, precached at install, in the shop's look): for a visitor's own page,
 *   which is never kept, the one that says so (`?for=personal`).
 * - A form the browser sends itself (a POST navigation: a page without scripts, the data-saver ones): to the
 *   network; offline, the `?for=unsent` page with the form again as it was filled, the same one-time key
 *   included, and its button to send it again.
 * - Client-side navigations (GET .data): never kept. After a successful one, a light copy of the page
 *   (`Save-Data: on`: whole, without scripts) is kept, as if the page had been loaded. Offline, the
 *   router is told to load the page as a document, which the rules above answer.
 * - Anything else (other origins, .data of actions, the visit beacon) does not go through here.
 *
 * The registering page passes the build's version (`?v=`): every cache name carries it, and caches of
 * other versions are deleted when this worker activates.
 *
 * `npm run build` bundles this file and the modules it imports into public/service-worker.js
 * (scripts/public-scripts.mjs).
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev'
const PREFIX = 'storefront-'
const BUILD = `${PREFIX}build-${VERSION}`
const STATIC = `${PREFIX}static-${VERSION}`
const PAGES = `${PREFIX}pages-${VERSION}`
const ROUTES = `${PREFIX}routes-${VERSION}`
const OFFLINE_URL = '/offline'
/** The languages whose pages have a prefix (`/en/…`): each has its own offline page. */
const LANGUAGE_PREFIXES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)
const OFFLINE_URLS = [OFFLINE_URL, ...LANGUAGE_PREFIXES.map((code) => `/${code}${OFFLINE_URL}`)].flatMap((url) =>
  OFFLINE_FOR.map((name) => (name === 'page' ? url : `${url}?for=${name}`)),
)
/** A sent form's fields the unsent page lists as typed: not its keys, intent, return address nor honeypot. */
const UNLISTED_FIELD = /^(?:intent|redirectTo|website|\w*Key)$/
const ROUTES_KEY = '/__manifest?all'
/** A light copy of a page is not fetched again within this time (ms). */
const COPY_FRESH_MS = 15 * 60 * 1000
const STORED_AT = 'X-Offline-Stored-At'

/** Paths that are no page to read offline: the no-script redirect, the visit beacon, the offline page itself. */
const NOT_PAGES = /^\/(?:[a-z]{2}\/)?(no-js|visit|offline)(\/|$)/
/** .data requests that only fetchers make (resource routes, not pages). */
const DATA_ONLY_PATH = /^\/(?:[a-z]{2}\/)?shipping-options\.data$/
const STATIC_PATH = /^\/(themes\/|images\/|logo192\.png$|placeholder\.svg$|scripts-after-paint\.js$)/

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(OFFLINE_URLS.map(precacheOfflinePage)).then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      const current = [BUILD, STATIC, PAGES, ROUTES]
      await Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && !current.includes(name)).map((name) => caches.delete(name)),
      )
      await self.clients.claim()
      // The page that registered this worker was loaded before it: keep a copy of it too.
      const windows = await self.clients.matchAll({ type: 'window' })
      await Promise.all(windows.map((client) => copyPage(client.url).catch(logged)))
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.method === 'POST' && request.mode === 'navigate') {
    event.respondWith(sentForm(event, url))
    return
  }
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(page(event, url))
  else if (url.pathname.startsWith('/build/')) event.respondWith(buildFile(event))
  else if (STATIC_PATH.test(url.pathname)) event.respondWith(staticFile(event))
  else if (url.pathname.endsWith('.data')) event.respondWith(pageData(event, url))
  else if (url.pathname === '/__manifest') event.respondWith(routeManifest(event))
})

/** The offline page and the stylesheets it links, fetched without cookies (nothing of a shopper in it). */
async function precacheOfflinePage(offlineUrl) {
  const response = await fetch(offlineUrl, { credentials: 'omit', cache: 'no-store' })
  if (!response.ok) throw new Error(`${offlineUrl}: ${response.status}`)
  const html = await response.clone().text()
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((match) => match[1])
  const [pages, build, files] = await Promise.all([caches.open(PAGES), caches.open(BUILD), caches.open(STATIC)])
  await pages.put(offlineUrl, response)
  const starter = '/scripts-after-paint.js'
  await Promise.all([...sheets, starter].map((href) => (href.startsWith('/build/') ? build : files).add(href)))
}

async function page(event, url) {
  const key = url.pathname + url.search
  try {
    const response = await fetch(event.request)
    if (isPublicPath(url.pathname) && isKeepable(response)) event.waitUntil(keep(key, response.clone()))
    return response
  } catch (error) {
    logged(error)
    if (!isPublicPath(url.pathname)) return offlinePage(url, isPersonalPath(url.pathname) ? 'personal' : 'page')
    return (await storedPage(key)) || offlinePage(url, 'page')
  }
}

/** A form the browser sends itself: offline, the page that says it was not sent, with the form as it was. */
async function sentForm(event, url) {
  const copy = event.request.clone()
  try {
    return await fetch(event.request)
  } catch (error) {
    logged(error)
    const [page, form] = await Promise.all([offlinePage(url, 'unsent'), copy.formData().catch(() => null)])
    if (page.type === 'error') return page
    const html = (await page.text()).replace(UNSENT_FIELDS, form ? unsentFields(form) : '')
    return new Response(html, { status: 503, headers: page.headers })
  }
}

const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The form's fields, hidden as they were sent (its one-time key too), and the list of what was typed. */
function unsentFields(form) {
  const hidden = []
  const typed = []
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    hidden.push(`<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    if (value.trim() && !UNLISTED_FIELD.test(name)) typed.push(`<li>${escapeHtml(value)}</li>`)
  }
  return `${hidden.join('')}<ul class="unsent__typed">${typed.join('')}</ul>`
}

async function buildFile(event) {
  const cache = await caches.open(BUILD)
  const cached = await cache.match(event.request)
  if (cached) return cached
  const response = await fetch(event.request)
  if (response.status === 200 && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()))
  return response
}

async function staticFile(event) {
  const cache = await caches.open(STATIC)
  try {
    const response = await fetch(event.request)
    if (response.status === 200 && response.type === 'basic')
      event.waitUntil(cache.put(event.request, response.clone()))
    return response
  } catch (error) {
    const cached = await cache.match(event.request, { ignoreSearch: true })
    if (cached) return cached
    throw error
  }
}

/** A client-side navigation or revalidation: GET /<path>.data (/_root.data for the home page). */
async function pageData(event, url) {
  const href = pageHref(url)
  try {
    const response = await fetch(event.request)
    // A signed-in shopper's answers are `no-store`: their pages would not be kept, so none is fetched.
    if (response.status === 200 && !isNoStore(response))
      event.waitUntil(copyPage(new URL(href, url).href).catch(logged))
    return response
  } catch (error) {
    logged(error)
    // A fetcher's data (the checkout's shipping options) is no page to load: its form shows the failure.
    if (DATA_ONLY_PATH.test(url.pathname)) throw error
    return reloadDocument(href)
  }
}

/**
 * Lazy route discovery (GET /__manifest?p=…): the routes it returned are remembered, so a page read
 * offline can still follow its links; a route never seen makes the router load the page as a document.
 */
async function routeManifest(event) {
  const cache = await caches.open(ROUTES)
  try {
    const response = await fetch(event.request)
    if (response.status === 200) event.waitUntil(rememberRoutes(cache, response.clone()).catch(logged))
    return response
  } catch (error) {
    logged(error)
    const known = await cache.match(ROUTES_KEY)
    return known || new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'yes' } })
  }
}

async function rememberRoutes(cache, response) {
  const routes = await response.json()
  const known = await cache.match(ROUTES_KEY)
  const all = { ...(known ? await known.json() : {}), ...routes }
  await cache.put(ROUTES_KEY, new Response(JSON.stringify(all), { headers: { 'Content-Type': 'application/json' } }))
}

/** A light copy (whole document, no scripts) of a page the shopper reached without loading a document. */
async function copyPage(href) {
  const url = new URL(href)
  if (url.origin !== self.location.origin || !isPublicPath(url.pathname)) return
  if (navigator.connection && navigator.connection.saveData) return
  const key = url.pathname + url.search
  const cached = await storedPage(key)
  if (cached && Date.now() - Number(cached.headers.get(STORED_AT)) < COPY_FRESH_MS) return
  const response = await fetch(key, { headers: { 'Save-Data': 'on', Accept: 'text/html' }, credentials: 'same-origin' })
  if (isKeepable(response)) await keep(key, response)
}

/** A page answer that may be kept: this origin's own 200 HTML, not redirected, not `no-store`. */
function isKeepable(response) {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('Content-Type') || '').startsWith('text/html') &&
    !isNoStore(response)
  )
}

function isNoStore(response) {
  return /no-store/i.test(response.headers.get('Cache-Control') || '')
}

/** Not a visitor's own page (app/lib/personal-paths.ts, the list the storefront's answers follow too). */
function isPublicPath(pathname) {
  return !isPersonalPath(pathname) && !NOT_PAGES.test(pathname)
}

async function keep(key, response) {
  const headers = new Headers(response.headers)
  headers.set(STORED_AT, String(Date.now()))
  const body = await response.arrayBuffer()
  const cache = await caches.open(PAGES)
  await cache.put(key, new Response(body, { status: 200, statusText: response.statusText, headers }))
}

async function storedPage(key) {
  const cache = await caches.open(PAGES)
  return cache.match(key, { ignoreVary: true })
}

/** The offline page `offlineFor` in the language of the page asked for (its first path segment), else the default one. */
async function offlinePage(url, offlineFor) {
  const first = url.pathname.split('/')[1]
  const variant = offlineFor === 'page' ? '' : `?for=${offlineFor}`
  const offlineUrl = `${LANGUAGE_PREFIXES.includes(first) ? `/${first}` : ''}${OFFLINE_URL}${variant}`
  return (await storedPage(offlineUrl)) || (await storedPage(`${OFFLINE_URL}${variant}`)) || Response.error()
}

/** The page a .data request is for: `/products/x.data?_routes=…` → `/products/x`. */
function pageHref(url) {
  const pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  const params = new URLSearchParams(url.search)
  params.delete('_routes')
  const search = params.toString()
  return pathname + (search ? `?${search}` : '')
}

/**
 * A single-fetch redirect with "reload document" (the encoding Remix 2.17's server sends with status 202):
 * the router then loads `href` as a page, which this worker answers from its cache or with the offline page.
 */
function reloadDocument(href) {
  const body = `[["SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":9,"_10":7},"redirect",${JSON.stringify(href)},"status",302,"revalidate",false,"reload",true,"replace"]\n`
  return new Response(body, { status: 202, headers: { 'Content-Type': 'text/x-script' } })
}

function logged(error) {
  console.warn('service worker', error)
}
