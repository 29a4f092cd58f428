/**
 * The storefront's cookies (session, pop-up, no-script) are named by the scheme
 * they are served over. Over https each one is a `__Host-` cookie: the browser keeps
 * it only when it is Secure, has Path=/ and no Domain, so no other shop of the parent
 * domain and no page over http can set or replace it. Local http keeps the plain names
 * (a browser refuses a `__Host-` cookie that is not Secure).
 */

/** `__session` over http, `__Host-session` over https. */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name.replace(/^_+/, '')}` : name
}

export function isHttps(url: string | URL): boolean {
  // A request's URL is absolute, its scheme in lower case: no need to parse it (a tenth of a cached page's CPU).
  return typeof url === 'string' ? url.startsWith('https:') : url.protocol === 'https:'
}

/** The value of this storefront's cookie `name` in a request, under its scheme's name. */
export function readCookie(request: Request, name: string): string | null {
  const wanted = cookieName(name, isHttps(request.url))
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const eq = pair.indexOf('=')
    if (eq > 0 && pair.slice(0, eq).trim() === wanted) return pair.slice(eq + 1).trim()
  }
  return null
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, no Domain, Secure over https. Max-Age 0 deletes it. */
export function serializeCookie(url: string | URL, name: string, value: string, maxAge: number): string {
  const secure = isHttps(url)
  return `${cookieName(name, secure)}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}
