import type { CountrySchema, Sent, ZoneSchema } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, json } from './http'
import { searchKey } from './text'

/**
 * Delivery areas: GET /shipping/countries, /shipping/cities/{countryCode},
 * /shipping/zones/{countryCode}/{city}. The areas are the same for every
 * shop. Country codes ignore case; city names ignore case and accents
 * (`yaounde` finds Yaoundé).
 */

const SHIPPING_MESSAGES = {
  countryNotServed: 'Pays non desservi.',
  cityNotServed: 'Ville non desservie.',
} as const

/** Country codes and names: the answer's shape is the table's. */
export type Country = Sent<typeof CountrySchema>

/** A row of `shipping_zones`, answered as it is. */
export interface ZoneRow {
  id: number
  name: string
  price: number
}

/** A zone with where it is, as an order needs it. */
export interface ZoneDetail extends ZoneRow {
  city: string
  countryCode: string
  countryName: string
}

export function registerShippingRoutes(api: ApiApp): void {
  api.get('/shipping/countries', listCountries)
  api.get('/shipping/cities/:countryCode', listCities)
  api.get('/shipping/zones/:countryCode/:city', listZones)
}

/** The country with this code or this name (any case), or null. */
export async function findCountry(db: D1Database, codeOrName: string): Promise<Country | null> {
  const text = codeOrName.trim()
  if (text === '' || text.length > 100) return null
  return db
    .prepare('SELECT code, name FROM shipping_countries WHERE code = upper(?1) OR lower(name) = lower(?1)')
    .bind(text)
    .first<Country>()
}

/** The zone with this id, with its city and country, or null. */
export async function findZone(db: D1Database, zoneId: number): Promise<ZoneDetail | null> {
  const row = await db
    .prepare(
      `SELECT z.id, z.name, z.price, c.name AS city, k.code AS country_code, k.name AS country_name
       FROM shipping_zones z
       JOIN shipping_cities c ON c.id = z.city_id
       JOIN shipping_countries k ON k.code = c.country_code
       WHERE z.id = ?1`,
    )
    .bind(zoneId)
    .first<{ id: number; name: string; price: number; city: string; country_code: string; country_name: string }>()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    city: row.city,
    countryCode: row.country_code,
    countryName: row.country_name,
  }
}

async function requireCountry(db: D1Database, countryCode = ''): Promise<Country> {
  const code = countryCode.trim()
  const country = /^[A-Za-z]{2}$/.test(code)
    ? await db
        .prepare('SELECT code, name FROM shipping_countries WHERE code = ?1')
        .bind(code.toUpperCase())
        .first<Country>()
    : null
  if (!country) throw new HttpError(404, SHIPPING_MESSAGES.countryNotServed)
  return country
}

/** GET /shipping/countries → `[{ code, name }]`. */
async function listCountries({ env }: ApiContext): Promise<Response> {
  const { results } = await env.DB.prepare(
    'SELECT code, name FROM shipping_countries ORDER BY position, code',
  ).all<Country>()
  return json(results.map(({ code, name }) => ({ code, name }) satisfies Country))
}

/** GET /shipping/cities/{countryCode} → city names, plain strings. */
async function listCities({ req, env }: ApiContext): Promise<Response> {
  const country = await requireCountry(env.DB, req.param('countryCode'))
  const { results } = await env.DB.prepare(
    'SELECT name FROM shipping_cities WHERE country_code = ?1 ORDER BY position, id',
  )
    .bind(country.code)
    .all<{ name: string }>()
  return json(results.map((row) => row.name))
}

/** GET /shipping/zones/{countryCode}/{city} → `[{ id, name, price }]`. */
async function listZones({ req, env }: ApiContext): Promise<Response> {
  const country = await requireCountry(env.DB, req.param('countryCode'))
  const key = searchKey(req.param('city') ?? '')
  const city =
    key === ''
      ? null
      : await env.DB.prepare('SELECT id FROM shipping_cities WHERE country_code = ?1 AND search_key = ?2')
          .bind(country.code, key)
          .first<{ id: number }>()
  if (!city) throw new HttpError(404, SHIPPING_MESSAGES.cityNotServed)
  const { results } = await env.DB.prepare(
    'SELECT id, name, price FROM shipping_zones WHERE city_id = ?1 ORDER BY position, id',
  )
    .bind(city.id)
    .all<ZoneRow>()
  return json(results.map(({ id, name, price }) => ({ id, name, price }) satisfies Sent<typeof ZoneSchema>))
}
