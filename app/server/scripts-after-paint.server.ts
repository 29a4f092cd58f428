/**
 * Scripts after the page (docs/decisions/028-scripts-after-the-page.md). On a slow network the
 * browser scripts (about 100 KB) would compete with the page's images and delay its first paint;
 * the page works without them. The HTML Remix's `<Scripts>` writes is made inert here — its
 * module preloads become `rel="x-modulepreload"`, its module script `type="x-module"` — and
 * SCRIPTS_AFTER_PAINT (an inline script the document carries) turns them back on once the page
 * has loaded and painted. React ignores attribute differences when it hydrates, so the inert
 * tags stay as they are.
 */

const ascii = (text: string) => new TextEncoder().encode(text)
const PRELOAD = ascii('<link rel="modulepreload"')
const PRELOAD_INERT = ascii('<link rel="x-modulepreload"')
const SCRIPT = ascii('<script nonce="')
const MODULE = ascii(' type="module"')
const MODULE_INERT = ascii(' type="x-module"')
const LT = 0x3c
const QUOTE = 0x22
const GT = 0x3e
/** The longest tag start a pattern can span (a nonce included); what a piece ends with is kept back this long. */
const CARRY = 200

/**
 * The document's bytes with Remix's script tags made inert; everything else passes unchanged. The tags are
 * found in the bytes themselves: the patterns are ASCII, and no byte of a multi-byte UTF-8 character is, so
 * nothing is decoded or encoded. Remix's module script comes after its preloads, so once it has been
 * rewritten the rest of the stream (the route data streamed in) passes as it comes.
 */
export function inertScripts(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // What the last piece ended with when it may be the start of a tag: it waits for the next piece.
  let held: Uint8Array[] = []
  let done = false

  const write = (controller: TransformStreamDefaultController<Uint8Array>, last: boolean) => {
    const bytes = join(held)
    held = []
    const out: Uint8Array[] = []
    let from = 0
    for (let at = bytes.indexOf(LT); at >= 0; at = bytes.indexOf(LT, at + 1)) {
      if (startsWith(bytes, at, PRELOAD)) {
        out.push(bytes.subarray(from, at), PRELOAD_INERT)
        from = at + PRELOAD.length
      } else if (startsWith(bytes, at, SCRIPT)) {
        const quote = nonceEnd(bytes, at + SCRIPT.length)
        if (quote >= 0 && startsWith(bytes, quote + 1, MODULE)) {
          // The module script is the last tag to change: the rest goes through as it is.
          out.push(bytes.subarray(from, quote + 1), MODULE_INERT, bytes.subarray(quote + 1 + MODULE.length))
          from = bytes.length
          done = true
          break
        }
      }
    }
    // A tag cut by the piece's end waits for the next piece.
    const cut = bytes.lastIndexOf(LT)
    const keep = !done && !last && cut >= from && bytes.length - cut < CARRY ? cut : bytes.length
    out.push(bytes.subarray(from, keep))
    if (keep < bytes.length) held = [bytes.slice(keep)]
    const piece = join(out)
    if (piece.length > 0) controller.enqueue(piece)
  }

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) return controller.enqueue(chunk)
        held.push(chunk)
        write(controller, false)
      },
      flush(controller) {
        write(controller, true)
      },
    }),
  )
}

function startsWith(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  if (at + pattern.length > bytes.length) return false
  for (let i = 0; i < pattern.length; i++) if (bytes[at + i] !== pattern[i]) return false
  return true
}

/** Where the nonce attribute's value that starts at `from` ends (its closing quote), or -1 if not in these bytes. */
function nonceEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length && i - from < CARRY; i++) {
    if (bytes[i] === QUOTE) return i
    if (bytes[i] === LT || bytes[i] === GT) return -1
  }
  return -1
}

/** The pieces as one. */
function join(pieces: Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!
  const out = new Uint8Array(pieces.reduce((n, piece) => n + piece.length, 0))
  let at = 0
  for (const piece of pieces) {
    out.set(piece, at)
    at += piece.length
  }
  return out
}

/**
 * Runs in the document before Remix's scripts: once the window has loaded and the page has
 * painted (or 3 s after load where paint timing is not reported), the module preloads are
 * fetched. Once every preload has been fetched and compiled (its load or error event; at once in a
 * browser without modulepreload), the shared chunks (React, the router, Remix) are run one per task,
 * and last the module script (which imports the routes and starts entry.client), so that no single
 * task runs them all, none waits for a module still being compiled, and a phone's main thread is
 * never held for long (docs/decisions/033-a-lighter-main-thread-after-the-first-paint.md).
 */
export const SCRIPTS_AFTER_PAINT = `(()=>{let loaded=document.readyState==='complete',painted=false,started=false;
const start=()=>{if(started||!loaded||!painted)return;started=true;
const links=[...document.querySelectorAll('link[rel="x-modulepreload"]')];
const rl=document.createElement('link').relList,preloads=!!(rl&&rl.supports&&rl.supports('modulepreload'));
const fetched=links.map(l=>preloads&&new Promise(r=>{l.onload=l.onerror=r}));for(const l of links)l.rel='modulepreload';
const inert=document.querySelector('script[type="x-module"]');if(!inert)return;
const run=()=>{const s=document.createElement('script');s.type='module';s.nonce=inert.nonce;s.id='scripts-after-paint';s.textContent=inert.textContent;document.head.append(s)};
const shared=links.map(l=>l.href).filter(h=>h.includes('/_shared/'));
const next=()=>{const h=shared.shift();if(!h)return run();import(h).then(()=>setTimeout(next,0),run)};Promise.all(fetched).then(()=>setTimeout(next,0))};
const paint=()=>{painted=true;start()};
if(!loaded)addEventListener('load',()=>{loaded=true;setTimeout(start,0);setTimeout(paint,3000)},{once:true});else setTimeout(paint,3000);
try{new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true})}catch{paint()}
})()`
