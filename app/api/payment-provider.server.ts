import { z } from 'zod'

/**
 * The card and mobile-money provider (Notch Pay's API). It is not the platform:
 * it has its own address and key, so it has this small client of its own.
 */
const PROVIDER_NAME = 'notchpay'
export function isProviderOption(name: string): boolean {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '') === PROVIDER_NAME
  )
}

interface PaymentInit {
  amount: number
  currency: string
  customer: { name: string; email: string; phone: string }
  description: string
  callback: string
  reference: string
}

type InitResult = { ok: true; authorizationUrl: string } | { ok: false; reason: 'missing-url' | 'failed' }

const InitSchema = z.object({ authorization_url: z.string().nullish() }).passthrough()

/**
 * Starts a payment session. The Idempotency-Key makes the provider answer the
 * session it already opened for this order and key.
 */
export async function initPayment(
  options: { baseUrl: string; publicKey: string; timeoutMs: number; idempotencyKey: string; fetch?: typeof fetch },
  payment: PaymentInit,
): Promise<InitResult> {
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(`${options.baseUrl}/payments`, {
      method: 'POST',
      headers: {
        Authorization: options.publicKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': options.idempotencyKey,
      },
      body: JSON.stringify(payment),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch {
    return { ok: false, reason: 'failed' }
  }
  if (!response.ok) return { ok: false, reason: 'failed' }
  const parsed = InitSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) return { ok: false, reason: 'failed' }
  const url = parsed.data.authorization_url
  return url ? { ok: true, authorizationUrl: url } : { ok: false, reason: 'missing-url' }
}

/** FCFA is the provider's XAF. */
export function providerCurrency(currency: string): string {
  const code = currency.trim().toUpperCase()
  return code === 'FCFA' ? 'XAF' : code
}

/** Phone numbers go to the provider with the +237 prefix. */
export function providerPhone(phone: string): string {
  const trimmed = phone.replace(/[\s.-]/g, '')
  if (trimmed.startsWith('+237')) return trimmed
  if (trimmed.startsWith('237')) return `+${trimmed}`
  return `+237${trimmed.replace(/^\+/, '')}`
}

/**
 * The provider's authorization URL as the browser will be sent to it, or null when it is not one of the
 * provider's own pages: one absolute https URL on the provider's site (the configured API's domain and its
 * subdomains: api.notchpay.co → pay.notchpay.co) without credentials, space or control character (CR/LF
 * would split the Location header). Plain http only on the configured provider's own origin (the local
 * stand-in). A compromised or mistaken answer can therefore not send the shopper to another site.
 */
export function safeAuthorizationUrl(url: string, providerBaseUrl: string): string | null {
  if (url.length > 2048 || /[\s\p{Cc}]/u.test(url) || !URL.canParse(url) || !URL.canParse(providerBaseUrl)) return null
  const target = new URL(url)
  const provider = new URL(providerBaseUrl)
  if (target.username || target.password) return null
  if (target.origin === provider.origin) return target.href
  const site = /^[\d.]+$|^\[|^localhost$/.test(provider.hostname)
    ? null
    : provider.hostname.split('.').slice(-2).join('.')
  const onSite = site !== null && (target.hostname === site || target.hostname.endsWith(`.${site}`))
  return target.protocol === 'https:' && onSite ? target.href : null
}
