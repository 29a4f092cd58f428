/**
 * A shopper for integration tests: keeps the session cookie between requests
 * like a browser, and posts forms from the shop's own origin.
 */
import type { Storefront } from './storefront'
import { BROWSER_UA, testAddress } from './storefront'

/** An answer as a test reads it: status, redirect target, and the HTML with React's quote and ampersand escapes undone. */
async function answer(
  res: Response,
): Promise<{ status: number; html: string; location: string | null; res: Response }> {
  const html = (await res.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
  return { status: res.status, html, location: res.headers.get('location'), res }
}

/**
 * An answer's Set-Cookie lines but the visitor id that the shop's first private answer to a browser gives it
 * (app/server/visitor-id.server.ts): what a test of another cookie looks at.
 */
export function cookiesBesidesVisitor(res: { headers: { getSetCookie(): string[] } }): string[] {
  return res.headers.getSetCookie().filter((line) => !/^(__Host-)?_*visitor=/.test(line))
}

export class Shopper {
  cookies = new Map<string, string>()
  /** This shopper's address, as Cloudflare gives it (`CF-Connecting-IP`): what the rate limits' address budgets count by. */
  address = testAddress()
  constructor(
    readonly shop: Storefront,
    readonly label: string,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  private keep(res: Response) {
    const set = res.headers.get('set-cookie')
    if (!set) return
    for (const part of set.split(/,(?=\s*[\w-]+=)/)) {
      const [pair] = part.trim().split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq)
      const value = pair!.slice(eq + 1)
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(part) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async get(path: string): Promise<{ status: number; html: string; location: string | null; res: Response }> {
    const res = await this.shop.fetch(this.label, path, {
      headers: { Cookie: this.cookieHeader(), 'User-Agent': BROWSER_UA, 'CF-Connecting-IP': this.address },
    })
    this.keep(res)
    return answer(res)
  }

  /** A POST of any body, as a script could send it, from the shop's origin. */
  async submit(path: string, contentType: string | null, body: Uint8Array<ArrayBuffer>): Promise<Response> {
    const res = await this.shop.fetch(this.label, path, {
      method: 'POST',
      headers: {
        Cookie: this.cookieHeader(),
        'User-Agent': BROWSER_UA,
        'CF-Connecting-IP': this.address,
        Origin: this.shop.origin(this.label),
        ...(contentType ? { 'Content-Type': contentType } : {}),
      },
      body,
    })
    this.keep(res)
    return res
  }

  async post(
    path: string,
    fields: Record<string, string | number>,
  ): Promise<{ status: number; html: string; location: string | null; res: Response }> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))
    return answer(await this.submit(path, 'application/x-www-form-urlencoded', new TextEncoder().encode(`${body}`)))
  }
}
