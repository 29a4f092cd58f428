/**
 * A small path router. Patterns are literal segments, `:name` (one segment)
 * and a final `*` (the rest of the path, available as `params['*']`).
 * Trailing and repeated slashes are ignored, so `/home/` matches `/home`.
 * HEAD requests match GET routes.
 */

export type Params = Record<string, string>
export type Handler<C> = (ctx: C, params: Params) => Response | Promise<Response>

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

interface Route<C> {
  method: Method
  segments: string[]
  handler: Handler<C>
}

export interface Match<C> {
  handler: Handler<C>
  params: Params
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

export class Router<C> {
  private readonly routes: Route<C>[] = []

  on(method: Method, pattern: string, handler: Handler<C>): this {
    const segments = splitPath(pattern)
    const star = segments.indexOf('*')
    if (star !== -1 && star !== segments.length - 1) {
      throw new Error(`'*' must be the last segment of ${pattern}`)
    }
    this.routes.push({ method, segments, handler })
    return this
  }

  get(pattern: string, handler: Handler<C>): this {
    return this.on('GET', pattern, handler)
  }

  post(pattern: string, handler: Handler<C>): this {
    return this.on('POST', pattern, handler)
  }

  put(pattern: string, handler: Handler<C>): this {
    return this.on('PUT', pattern, handler)
  }

  patch(pattern: string, handler: Handler<C>): this {
    return this.on('PATCH', pattern, handler)
  }

  delete(pattern: string, handler: Handler<C>): this {
    return this.on('DELETE', pattern, handler)
  }

  options(pattern: string, handler: Handler<C>): this {
    return this.on('OPTIONS', pattern, handler)
  }

  match(method: string, pathname: string): Match<C> | null {
    const wanted = method === 'HEAD' ? 'GET' : method
    const parts = splitPath(pathname)
    for (const route of this.routes) {
      if (route.method !== wanted) continue
      const params = matchSegments(route.segments, parts)
      if (params) return { handler: route.handler, params }
    }
    return null
  }
}

function matchSegments(pattern: string[], parts: string[]): Params | null {
  const params: Params = {}
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string
    if (expected === '*') {
      const rest = parts.slice(i)
      if (rest.length === 0) return null
      params['*'] = rest.join('/')
      return params
    }
    const actual = parts[i]
    if (actual === undefined) return null
    if (expected.startsWith(':')) {
      let decoded: string
      try {
        decoded = decodeURIComponent(actual)
      } catch {
        return null
      }
      params[expected.slice(1)] = decoded
    } else if (expected !== actual) {
      return null
    }
  }
  return parts.length === pattern.length ? params : null
}
