/**
 * Random submissions for every action of the storefront (tests/integration/fuzz.test.ts):
 * fast-check arbitraries for the action, its fields, their values and the body's encoding,
 * a proxy that counts the writes reaching the platform, and the table of answers.
 *
 * A submission must write nothing upstream when it breaks its action's form by construction
 * (a body that is not a form, an unknown intent, or one required field with a value its form
 * refuses, sent once) or when its action never writes (logout, the checkout's refresh). Any
 * other submission may be valid; for those only the status is checked.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'

export type Encoding =
  | 'urlencoded'
  | 'multipart'
  | 'json'
  | 'text'
  | 'none'
  | 'multipart-no-boundary'
  | 'multipart-unnamed-part'
  | 'multipart-file'
  | 'multipart-garbage'
  | 'other-type'

/** Encodings no form of the shop sends, with the status they must get. */
export const NOT_A_FORM: Partial<Record<Encoding, number>> = {
  json: 415,
  text: 415,
  none: 415,
  'multipart-no-boundary': 415,
  'other-type': 415,
  'multipart-unnamed-part': 400,
  'multipart-file': 400,
  'multipart-garbage': 400,
}

export interface Submission {
  /** The route and what it was asked, for the table: `/cart add`. */
  action: string
  path: string
  /** Posted as a fetcher does, to `/<route>.data`. */
  data: boolean
  encoding: Encoding
  fields: [string, string][]
  /** It breaks its form, or its action never writes: nothing may reach the platform. */
  mustNotWrite: boolean
}

interface FormSpec {
  path: string
  /** Its `intent`, for the cart's forms. */
  intent?: string
  /** Fields of the form, required ones with values the form refuses. */
  fields: Record<string, { refused: string[] } | null>
}

const NUMBERS_REFUSED = ['-1', '0', 'NaN', '1e309', '-1e309', 'Infinity', '1.5', 'abc', '', ' ', '1000']
const ID_REFUSED = ['-1', '0', 'NaN', '1e309', '1.5', 'abc', '', '9007199254740993']
const TEXT_REFUSED = ['', ' ', '\t\n']
const ITEM_ID_REFUSED = ['', ' ', 'a b', 'x'.repeat(65), '<script>', 'é', '../1', '1;2']
const EMAIL_REFUSED = ['', ' ', 'nope', 'a@', '@b.cm', 'a b@c.cm', 'x'.repeat(255) + '@b.cm']

const FORMS: FormSpec[] = [
  {
    path: '/cart',
    intent: 'add',
    fields: {
      produitId: { refused: ID_REFUSED },
      quantity: { refused: NUMBERS_REFUSED },
      variantId: null,
      redirectTo: null,
    },
  },
  {
    path: '/cart',
    intent: 'update',
    fields: { itemId: { refused: ITEM_ID_REFUSED }, quantity: { refused: NUMBERS_REFUSED } },
  },
  { path: '/cart', intent: 'remove', fields: { itemId: { refused: ITEM_ID_REFUSED }, redirectTo: null } },
  { path: '/cart', intent: 'promo', fields: { promoCode: { refused: [...TEXT_REFUSED, 'A'.repeat(41)] } } },
  { path: '/cart', intent: 'promo-remove', fields: { redirectTo: null } },
  {
    path: '/cart',
    intent: 'checkout',
    fields: {
      clientName: { refused: TEXT_REFUSED },
      clientTel: { refused: [...TEXT_REFUSED, 'abc', '12', '+'.repeat(30)] },
      clientEmail: { refused: EMAIL_REFUSED },
      shippingAddress: { refused: TEXT_REFUSED },
      selectedCountry: { refused: TEXT_REFUSED },
      selectedCity: { refused: TEXT_REFUSED },
      selectedZone: { refused: TEXT_REFUSED },
      selectedPaymentMethod: { refused: TEXT_REFUSED },
      checkoutKey: { refused: ['', 'short', 'x'.repeat(65), 'a b c d e f g h i j'] },
      zipCode: null,
      orderNote: null,
    },
  },
  {
    path: '/cart',
    intent: 'refresh',
    fields: { selectedCountry: null, selectedCity: null, checkoutKey: null },
  },
  { path: '/visit', fields: { direction: { refused: ['', 'up', 'INCREMENT', 'increment ', '1', '-1'] } } },
  {
    path: '/login',
    fields: { email: { refused: EMAIL_REFUSED }, password: { refused: [''] }, redirectTo: null },
  },
  {
    path: '/register',
    fields: {
      email: { refused: EMAIL_REFUSED },
      password: { refused: ['', 'short', 'x'.repeat(1025)] },
      prenom: { refused: TEXT_REFUSED },
      nom: { refused: TEXT_REFUSED },
      telephone: { refused: [...TEXT_REFUSED, '1'.repeat(26)] },
      adresse: { refused: TEXT_REFUSED },
      ville: { refused: TEXT_REFUSED },
      codeZip: null,
      pays: null,
    },
  },
  { path: '/logout', fields: { redirectTo: null } },
  { path: '/confirm-email?token=t', fields: { token: { refused: TEXT_REFUSED } } },
  {
    path: '/contact',
    fields: {
      nom: { refused: TEXT_REFUSED },
      email: { refused: EMAIL_REFUSED },
      sujet: { refused: TEXT_REFUSED },
      message: { refused: TEXT_REFUSED },
      redirectTo: null,
    },
  },
  { path: '/newsletter', fields: { email: { refused: EMAIL_REFUSED }, redirectTo: null } },
  {
    path: '/cart-link?items=micro-ondes-25-l',
    fields: {
      items: { refused: ['', ' ', 'a:0', 'a:1000', '..', '<script>', 'a.', ','.repeat(3), 'x'.repeat(4001)] },
      idempotencyKey: { refused: ['', 'short', 'x'.repeat(65), 'a b'.repeat(8)] },
    },
  },
]

/** Values of every kind: unicode, huge, numbers that are not, paths, markup. */
const value: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1',
      '999',
      '1e309',
      '-1e309',
      'NaN',
      'Infinity',
      '1.5',
      '9007199254740993',
      'increment',
      'decrement',
      'add',
      '/',
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%00',
      '\u0000',
      '\r\nSet-Cookie: x=1',
      'client@demo.test',
    ),
    weight: 3,
  },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 2_000 }).map((n) => 'é'.repeat(n)), weight: 1 },
)

/** Now and then, a value over the body limit on its own (413). */
const anyValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: value, weight: 60 },
  { arbitrary: fc.integer({ min: 10_000, max: 70_000 }).map((n) => 'A'.repeat(n)), weight: 1 },
)

const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constantFrom<Encoding>('urlencoded', 'multipart'), weight: 6 },
  {
    arbitrary: fc.constantFrom<Encoding>(
      'json',
      'text',
      'none',
      'multipart-no-boundary',
      'multipart-unnamed-part',
      'multipart-file',
      'multipart-garbage',
      'other-type',
    ),
    weight: 4,
  },
)

/** A random field name: one of the form's, another form's, or anything. */
const fieldName = (spec: FormSpec): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...Object.keys(spec.fields), 'intent'),
    fc.constantFrom(...new Set(FORMS.flatMap((f) => Object.keys(f.fields)))),
    fc.string({ maxLength: 30 }),
  )

/** Cart line ids stay away from the real ones (numbers): a random one never removes the line kept through the storm. */
const notALineId = ([name, v]: [string, string]): [string, string] => [
  name,
  name === 'itemId' && /^\s*\d+\s*$/.test(v) ? `x${v}` : v,
]

const formSpec = fc.constantFrom(...FORMS)
const unknownIntent = fc.string({ maxLength: 20 }).filter((s) => !FORMS.some((f) => f.intent === s))

/** A form broken on purpose: one required field holds a value it refuses, sent once, last. */
const brokenForm: fc.Arbitrary<Omit<Submission, 'data'>> = formSpec
  .filter((spec) => Object.values(spec.fields).some((f) => f !== null))
  .chain((spec) => {
    const required = Object.entries(spec.fields).filter((e): e is [string, { refused: string[] }] => e[1] !== null)
    return fc.record({
      spec: fc.constant(spec),
      broken: fc
        .constantFrom(...required)
        .chain(([name, { refused }]) => fc.tuple(fc.constant(name), fc.constantFrom(...refused))),
      others: fc.array(fc.tuple(fieldName(spec), anyValue), { maxLength: 8 }),
      encoding: fc.constantFrom<Encoding>('urlencoded', 'multipart'),
    })
  })
  .map(({ spec, broken, others, encoding }) => {
    const rest = others.filter(([name]) => name !== broken[0] && name !== 'intent' && name !== 'token').map(notALineId)
    const intent: [string, string][] = spec.intent ? [['intent', spec.intent]] : []
    return {
      action: label(spec.path, spec.intent),
      path: spec.path,
      encoding,
      fields: [...intent, ...rest, broken],
      mustNotWrite: true,
    }
  })

/** The cart with an intent it does not know. */
const unknownCartIntent: fc.Arbitrary<Omit<Submission, 'data'>> = fc
  .record({ intent: unknownIntent, others: fc.array(fc.tuple(fieldName(FORMS[0]!), anyValue), { maxLength: 6 }) })
  .map(({ intent, others }) => ({
    action: '/cart (unknown intent)',
    path: '/cart',
    encoding: 'urlencoded' as const,
    fields: [['intent', intent] as [string, string], ...others.filter(([n]) => n !== 'intent').map(notALineId)],
    mustNotWrite: true,
  }))

/** Anything: the form's fields and others, duplicated or not, with any values, in any encoding. */
const randomForm: fc.Arbitrary<Omit<Submission, 'data'>> = formSpec.chain((spec) =>
  fc
    .record({
      fields: fc.array(fc.tuple(fieldName(spec), anyValue), { maxLength: 12 }),
      duplicate: fc.boolean(),
      intent: fc.oneof(fc.constant(spec.intent), unknownIntent),
      encoding,
    })
    .map(({ fields, duplicate, intent, encoding }) => {
      const own: [string, string][] = spec.intent && intent !== undefined ? [['intent', intent]] : []
      const all = [...own, ...fields.map(notALineId)]
      const sent = duplicate ? [...all, ...all] : all
      // The cart's action goes by the first intent sent.
      const firstIntent = sent.find(([name]) => name === 'intent')?.[1]
      const writesNothing = spec.path === '/logout' || (spec.path === '/cart' && firstIntent === 'refresh')
      return {
        action: label(spec.path, spec.intent && intent !== spec.intent ? '?' : spec.intent),
        path: spec.path,
        encoding,
        fields: sent,
        mustNotWrite: encoding in NOT_A_FORM || writesNothing,
      }
    }),
)

function label(path: string, intent: string | undefined): string {
  const route = path.split('?')[0]!
  if (intent === '?') return `${route} (other intent)`
  return intent ? `${route} ${intent}` : route
}

export const submission: fc.Arbitrary<Submission> = fc
  .tuple(
    fc.oneof(
      { arbitrary: randomForm, weight: 5 },
      { arbitrary: brokenForm, weight: 4 },
      { arbitrary: unknownCartIntent, weight: 1 },
    ),
    fc.boolean(),
  )
  .map(([s, data]) => ({ ...s, data }))
  // Bodies up to 1 MB: the storefront reads that much of a body it refuses, so the client gets its 413.
  .filter((s) => encode(s).body.byteLength < 1_000_000)

const BOUNDARY = '----storefrontfuzz'

/** The request's URL path, headers and body for a submission. */
export function encode(s: Submission): { path: string; type: string | null; body: Uint8Array<ArrayBuffer> } {
  const [route, query] = s.path.split('?')
  const path = `${route}${s.data ? '.data' : ''}${query ? `?${query}` : ''}`
  const text = (t: string) => new TextEncoder().encode(t)
  const parts = (named: boolean) =>
    (s.fields.length > 0 ? s.fields : ([['intent', 'add']] as [string, string][]))
      .map(
        ([name, v]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data${named ? `; name="${name.replace(/["\r\n]/g, '_')}"` : ''}\r\n\r\n${v}\r\n`,
      )
      .join('') + `--${BOUNDARY}--\r\n`
  const urlencoded = new URLSearchParams(s.fields).toString()
  switch (s.encoding) {
    case 'urlencoded':
      return { path, type: 'application/x-www-form-urlencoded', body: text(urlencoded) }
    case 'multipart':
      return { path, type: `multipart/form-data; boundary=${BOUNDARY}`, body: text(parts(true)) }
    case 'json':
      return { path, type: 'application/json', body: text(JSON.stringify(Object.fromEntries(s.fields))) }
    case 'text':
      return { path, type: 'text/plain;charset=UTF-8', body: text(urlencoded) }
    case 'none':
      return { path, type: null, body: text(urlencoded) }
    case 'other-type':
      return { path, type: 'application/xml', body: text(`<form>${urlencoded}</form>`) }
    case 'multipart-no-boundary':
      return { path, type: 'multipart/form-data', body: text(parts(true)) }
    case 'multipart-unnamed-part':
      return { path, type: `multipart/form-data; boundary=${BOUNDARY}`, body: text(parts(false)) }
    case 'multipart-file':
      return {
        path,
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: text(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"; filename="x.txt"\r\n` +
            `Content-Type: text/plain\r\n\r\n${urlencoded}\r\n--${BOUNDARY}--\r\n`,
        ),
      }
    case 'multipart-garbage':
      return { path, type: `multipart/form-data; boundary=${BOUNDARY}`, body: text(urlencoded || 'garbage') }
  }
}

/**
 * The platform behind a proxy that counts, per shop (the first label of X-Shop-Host), the
 * writes (every method but GET and HEAD) it passes on.
 */
export async function countingProxy(
  target: string,
): Promise<{ url: string; writes: (shop: string) => number; close(): Promise<void> }> {
  const writes = new Map<string, number>()
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const method = req.method ?? 'GET'
    const shop = String(req.headers['x-shop-host'] ?? '').split('.')[0]!
    if (method !== 'GET' && method !== 'HEAD') writes.set(shop, (writes.get(shop) ?? 0) + 1)
    const headers = new Headers()
    for (const [name, v] of Object.entries(req.headers)) {
      if (typeof v === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, v)
    }
    try {
      const answer = await fetch(`${target}${req.url ?? '/'}`, {
        method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      })
      const body = Buffer.from(await answer.arrayBuffer())
      const out: Record<string, string> = {}
      answer.headers.forEach((v, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = v
      })
      res.writeHead(answer.status, out).end(body)
    } catch {
      res.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    writes: (shop) => writes.get(shop) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Counts of answers per action and status, printed as a table. */
export class StatusTable {
  private counts = new Map<string, Map<number, number>>()
  total = 0

  add(action: string, status: number): void {
    const row = this.counts.get(action) ?? new Map<number, number>()
    row.set(status, (row.get(status) ?? 0) + 1)
    this.counts.set(action, row)
    this.total++
  }

  statuses(): number[] {
    return [...new Set([...this.counts.values()].flatMap((row) => [...row.keys()]))].sort((a, b) => a - b)
  }

  toString(): string {
    const statuses = this.statuses()
    const rows = [...this.counts.keys()].sort()
    const width = Math.max(...rows.map((r) => r.length), 'action'.length, 'total'.length)
    const cell = (v: string | number) => String(v).padStart(6)
    const line = (name: string, cells: (string | number)[]) => `${name.padEnd(width)} ${cells.map(cell).join(' ')}`
    const sum = (row: Map<number, number>) => [...row.values()].reduce((a, b) => a + b, 0)
    const byStatus = statuses.map((s) => rows.reduce((a, r) => a + (this.counts.get(r)!.get(s) ?? 0), 0))
    return [
      line('action', [...statuses, 'all']),
      ...rows.map((r) => {
        const row = this.counts.get(r)!
        return line(r, [...statuses.map((s) => row.get(s) ?? '·'), sum(row)])
      }),
      line('total', [...byStatus, this.total]),
    ].join('\n')
  }
}
