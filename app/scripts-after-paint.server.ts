/**
 * Scripts after the page (docs/decisions/028-scripts-after-the-page.md). On a slow network the
 * browser scripts (about 100 KB) would compete with the page's images and delay its first paint;
 * the page works without them. The HTML Remix's `<Scripts>` writes is made inert here — its
 * module preloads become `rel="x-modulepreload"`, its module script `type="x-module"` — and
 * SCRIPTS_AFTER_PAINT (an inline script the document carries) turns them back on once the page
 * has loaded and painted. React ignores attribute differences when it hydrates, so the inert
 * tags stay as they are.
 */

const INERT: [RegExp, string][] = [
  [/<link rel="modulepreload"/g, '<link rel="x-modulepreload"'],
  [/(<script nonce="[^"<>]*") type="module"/g, '$1 type="x-module"'],
]
/** What the module script's tag says once inert. */
const INERT_MODULE = ' type="x-module"'
/** The longest text a pattern can span; what a chunk ends with is kept back this long. */
const CARRY = 200

/**
 * The document's bytes with Remix's script tags made inert; everything else passes unchanged. Remix's
 * module script comes after its preloads, so once it has been rewritten the rest of the stream (the
 * route data streamed in) passes as it comes, without being decoded.
 *
 * React writes the document in pieces of half a kilobyte. What arrives within one turn of the event loop
 * (the whole page shell, one streamed answer) is joined and goes on as one piece, after that turn: it is
 * decoded and rewritten once, and the runtime writes it out once, instead of a hundred times.
 */
export function inertScripts(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let held: Uint8Array[] = []
  let turn: ReturnType<typeof setTimeout> | undefined
  let pending = ''
  let done = false
  const rewrite = (text: string) => INERT.reduce((out, [pattern, to]) => out.replace(pattern, to), text)

  const write = (controller: TransformStreamDefaultController<Uint8Array>, last: boolean) => {
    clearTimeout(turn)
    turn = undefined
    const bytes = join(held)
    held = []
    if (done) return bytes.length > 0 && controller.enqueue(bytes)
    const text = rewrite(pending + decoder.decode(bytes, { stream: !last }))
    // The module script is the last tag to change: what follows goes through as bytes (from the end of a
    // piece that ends with a whole character, so that the decoder holds nothing back).
    if (last || (text.includes(INERT_MODULE) && (bytes.at(-1) ?? 0) < 0x80)) {
      done = true
      pending = ''
      return text.length > 0 && controller.enqueue(encoder.encode(text))
    }
    // A tag cut by the piece's end waits for the next piece; whole text before the last '<' goes on.
    const cut = text.lastIndexOf('<')
    const keep = cut >= 0 && text.length - cut < CARRY ? cut : text.length
    pending = text.slice(keep)
    if (keep > 0) controller.enqueue(encoder.encode(text.slice(0, keep)))
  }

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        held.push(chunk)
        turn ??= setTimeout(() => {
          try {
            write(controller, false)
          } catch {
            // The shopper has gone (the stream was cancelled): nothing is left to write to.
          }
        }, 0)
      },
      flush(controller) {
        write(controller, true)
      },
    }),
  )
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
 * fetched; the shared chunks (React, the router, Remix) are then run one per task, and last the
 * module script (which imports the routes and starts entry.client), so that no single task runs
 * them all and a phone's main thread is never held for long.
 */
export const SCRIPTS_AFTER_PAINT = `(()=>{let loaded=document.readyState==='complete',painted=false,started=false;
const start=()=>{if(started||!loaded||!painted)return;started=true;
const links=[...document.querySelectorAll('link[rel="x-modulepreload"]')];for(const l of links)l.rel='modulepreload';
const inert=document.querySelector('script[type="x-module"]');if(!inert)return;
const run=()=>{const s=document.createElement('script');s.type='module';s.nonce=inert.nonce;s.id='scripts-after-paint';s.textContent=inert.textContent;document.head.append(s)};
const shared=links.map(l=>l.href).filter(h=>h.includes('/_shared/'));
const next=()=>{const h=shared.shift();if(!h)return run();import(h).then(()=>setTimeout(next,0),run)};next()};
const paint=()=>{painted=true;start()};
if(!loaded)addEventListener('load',()=>{loaded=true;setTimeout(start,0);setTimeout(paint,3000)},{once:true});else setTimeout(paint,3000);
try{new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true})}catch{paint()}
})()`
