/**
 * Scripts after the page. On a slow network the browser scripts (about 100 KB) would compete with the page's
 * pictures and delay its first paint; the page works without them. workerd's HTML parser wraps each module
 * preload and module script of a document in an inert `<template data-after-paint>`: the browser fetches and runs
 * none of them. The document loads `/scripts-after-paint.js` (public/, app/root.tsx), which puts them back where
 * they were once the page has loaded and painted; React then hydrates the document the server rendered. The starter
 * carries the share of page views whose field speed it measures (`data-field-speed`, app/field-speed/).
 */
export function scriptsAfterPaint(page: Response, fieldSpeedSample: number): Response {
  const wrap: HTMLRewriterElementContentHandlers = {
    element(element) {
      element.before('<template data-after-paint>', { html: true })
      element.after('</template>', { html: true })
    },
  }
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', wrap)
    .on('script[type="module"]', wrap)
    .on('script[src="/scripts-after-paint.js"]', {
      element(starter) {
        starter.setAttribute('data-field-speed', String(fieldSpeedSample))
      },
    })
    .transform(page)
}
