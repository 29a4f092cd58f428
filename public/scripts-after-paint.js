/**
 * Starts the page's scripts once it has loaded and painted, so that on a slow network they never delay its
 * first paint. The server sends each module preload and the module script of the document inside an inert
 * `<template data-after-paint>` (app/server/scripts-after-paint.server.ts). Once the window has loaded and the
 * browser has reported its first contentful paint (or 3 s after load where paint timing is not reported):
 * 1. each preload is put back in its place, so the browser fetches and compiles every module;
 * 2. once each has loaded (at once in a browser without modulepreload), the shared chunks (React, the router,
 *    Remix) are imported one per task, so that no single task evaluates them all;
 * 3. the module script is put back in its place: it imports the routes and entry.client, which hydrates.
 * The document is then the one the server rendered, as React expects it. Once the page is idle after that, for the
 * share of page views the deployment measures (`data-field-speed`), /field-speed.js measures its field speed
 * (app/field-speed/measure.client.ts).
 */
;(() => {
  const starter = document.currentScript
  let loaded = document.readyState === 'complete'
  let painted = false
  let started = false

  function start() {
    if (started || !loaded || !painted) return
    started = true
    const preloads = document.createElement('link').relList?.supports?.('modulepreload') ?? false
    const fetched = []
    const shared = []
    let moduleScript = null
    for (const template of document.querySelectorAll('template[data-after-paint]')) {
      const element = template.content.firstElementChild
      if (element instanceof HTMLScriptElement) {
        moduleScript = { template, element }
      } else if (element instanceof HTMLLinkElement) {
        const link = document.importNode(element, true)
        if (preloads) fetched.push(new Promise((resolve) => (link.onload = link.onerror = resolve)))
        if (link.href.includes('/_shared/')) shared.push(link.href)
        template.replaceWith(link)
      }
    }

    function run() {
      if (!moduleScript) return
      const { template, element } = moduleScript
      const script = document.createElement('script')
      for (const { name, value } of element.attributes) script.setAttribute(name, value)
      script.nonce = element.nonce || element.getAttribute('nonce') || ''
      script.textContent = element.textContent
      template.replaceWith(script)
      measureFieldSpeed()
    }

    function importNext() {
      const href = shared.shift()
      if (!href) return run()
      import(href).then(() => setTimeout(importNext, 0), run)
    }

    Promise.all(fetched).then(() => setTimeout(importNext, 0))
  }

  function measureFieldSpeed() {
    if (!(Math.random() < Number(starter?.dataset.fieldSpeed ?? 0))) return
    const load = () => {
      const script = document.createElement('script')
      script.src = '/field-speed.js'
      script.async = true
      script.nonce = starter.nonce
      document.head.append(script)
    }
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 })
    else setTimeout(load, 2000)
  }

  function paint() {
    painted = true
    start()
  }

  if (loaded) setTimeout(paint, 3000)
  else
    addEventListener(
      'load',
      () => {
        loaded = true
        setTimeout(start, 0)
        setTimeout(paint, 3000)
      },
      { once: true },
    )
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      paint()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    paint()
  }
})()
