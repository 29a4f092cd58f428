import { z } from 'zod'

/** Environment of one deployment. Parsed on every request (it is cheap) so a bad value is reported at once. */
const EnvSchema = z.object({
  API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'URL http(s) attendue' })
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => v.endsWith('/api/v2'), 'doit se terminer par /api/v2'),
  SHOP_PUBLIC_KEY: z.string({ error: 'valeur attendue' }).trim().min(1, 'valeur attendue'),
  SESSION_SECRET: z
    .string({ error: 'valeur attendue' })
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.length > 0, 'au moins un secret')
    .refine((list) => list.every((s) => s.length >= 16), 'chaque secret doit faire au moins 16 caractères'),
  PLATFORM_DOMAIN: z
    .string({ error: 'valeur attendue' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'nom de domaine attendu, par exemple boutiques.example.cm'),
  API_TIMEOUT_MS: z.coerce.number({ error: 'nombre de millisecondes attendu' }).int().min(100).max(60_000).default(10_000),
  PAYMENT_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'URL http(s) attendue' }).transform((v) => v.replace(/\/+$/, '')).default('https://api.notchpay.co'),
})

export type Env = z.infer<typeof EnvSchema>

export interface EnvProblem {
  name: string
  missing: boolean
  reason: string
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: EnvProblem[] }

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
