import { z } from 'zod'
import { DEFAULT_LANGUAGE } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'

// The configuration page's reasons: for the operator, before any request's language is known (the default one).
const t = textOf(DEFAULT_LANGUAGE)

/** Environment of one deployment. Parsed on every request (it is cheap) so a bad value is reported at once. */
const EnvSchema = z.object({
  API_BASE_URL: z
    .url({ protocol: /^https?$/, error: t('config.reasons.url') })
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => v.endsWith('/api/v2'), t('config.reasons.apiSuffix')),
  SHOP_PUBLIC_KEY: z
    .string({ error: t('config.reasons.required') })
    .trim()
    .min(1, t('config.reasons.required')),
  SESSION_SECRET: z
    .string({ error: t('config.reasons.required') })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, t('config.reasons.secretCount'))
    .refine((list) => list.every((s) => s.length >= 16), t('config.reasons.secretLength')),
  PLATFORM_DOMAIN: z
    .string({ error: t('config.reasons.required') })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, t('config.reasons.domain')),
  API_TIMEOUT_MS: z.coerce
    .number({ error: t('config.reasons.milliseconds') })
    .int()
    .min(100)
    .max(60_000)
    .default(10_000),
  PAYMENT_PROVIDER_URL: z
    .url({ protocol: /^https?$/, error: t('config.reasons.url') })
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://api.notchpay.co'),
  /**
   * Optional: other sites where the platform keeps the shops' pictures (its CDN), as origins separated by commas.
   * The image path (app/pictures/) serves the pictures of these and of API_BASE_URL's site, and of no other.
   */
  IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isOrigin), t('config.reasons.imageHosts')),
  /**
   * Optional: the secret the platform sends (`Authorization: Bearer …`) to purge a shop's cached pages
   * (POST /__cache/purge, docs/operations.md). Without it, that path does not exist.
   */
  CACHE_PURGE_SECRET: z.string().trim().min(16, t('config.reasons.secretLength')).optional(),
  /**
   * Optional: the share of page views whose field speed is measured on the shopper's phone (app/field-speed/), from
   * 0 (none) to 1 (all); 0.1 when unset.
   */
  FIELD_SPEED_SAMPLE: z.coerce
    .number({ error: t('config.reasons.share') })
    .min(0, t('config.reasons.share'))
    .max(1, t('config.reasons.share'))
    .default(0.1),
  /**
   * Optional: where field speed is kept. `analytics-engine` (the default): the FIELD_SPEED dataset (wrangler.toml);
   * `local`: the D1 table field_views, for `npm start` and the tests (Miniflare drops Analytics Engine's writes).
   */
  FIELD_SPEED_STORE: z
    .enum(['analytics-engine', 'local'], { error: t('config.reasons.fieldSpeedStore') })
    .default('analytics-engine'),
  /** Workers Analytics Engine dataset of field speed (wrangler.toml). Optional: without it nothing is kept. */
  FIELD_SPEED: z
    .custom<AnalyticsEngineDataset>((v) => typeof v === 'object' && v !== null && 'writeDataPoint' in v)
    .optional(),
  /** The storefront's D1 database (wrangler.toml, migrations/): ended logins. Optional: see ended-logins.server.ts. */
  DB: z.custom<D1Database>((v) => typeof v === 'object' && v !== null && 'prepare' in v).optional(),
})

export type Env = z.infer<typeof EnvSchema>

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/+$/, '')
  } catch {
    return false
  }
}

/** The sites whose pictures the image path serves (origins): the platform's, and IMAGE_HOSTS. */
export function pictureHosts(env: Env): string[] {
  return [new URL(env.API_BASE_URL).origin, ...env.IMAGE_HOSTS.map((host) => new URL(host).origin)]
}

interface EnvProblem {
  name: string
  missing: boolean
  reason: string
}

type EnvResult = { ok: true; env: Env } | { ok: false; problems: EnvProblem[] }

export function parseEnv(raw: Record<string, unknown>): EnvResult {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, raw[key] === '' ? undefined : raw[key]]),
  )
  const result = EnvSchema.safeParse(picked)
  if (result.success) return { ok: true, env: result.data }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?')
    return { name, missing: picked[name] === undefined, reason: issue.message }
  })
  return { ok: false, problems }
}

/**
 * The bindings checked once per env object: the runtime hands the requests of an isolate the same one, and its
 * values do not change while it lives. A WeakMap: nothing outlives the env it was read from.
 */
const checkedEnvs = new WeakMap<object, EnvResult>()

export function checkedEnv(raw: Record<string, unknown>): EnvResult {
  let result = checkedEnvs.get(raw)
  if (!result) {
    result = parseEnv(raw)
    checkedEnvs.set(raw, result)
    if (result.ok && !result.env.DB) console.warn(t('config.noDatabase'))
  }
  return result
}
