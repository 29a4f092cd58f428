/**
 * The stand-in platform API asked directly, as the storefront asks it for a shop: what a test compares the
 * pages with (prices, an order's amounts) and the mail catcher's confirmation links. Node's fetch drops a
 * `Host` header but sends `X-Shop-Host`, an ordinary one.
 */
import { existsSync, readFileSync } from 'node:fs'
import { E2E_API_PORT } from './shops'

/** A variable of the e2e storefront's .dev.vars (scripts/start.mjs makes it from the example). */
export function devVar(name: string): string {
  const file = existsSync('.dev.vars') ? '.dev.vars' : '.dev.vars.example'
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}=`))
  if (line === undefined) throw new Error(`${name} is not in ${file}`)
  return line.slice(name.length + 1).trim()
}

/** GET `path` (under /api/v2) as the shop, with the public key: its JSON answer, or an error naming the status. */
export async function platform<T>(shop: string, path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/api/v2${path}`, {
    headers: { Authorization: `Bearer ${devVar('SHOP_PUBLIC_KEY')}`, 'X-Shop-Host': `${shop}.localhost` },
  })
  if (!response.ok) throw new Error(`GET ${path} for ${shop}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The link of the newest email the stand-in "sent" to this address (its mail catcher). */
export async function lastMailLink(to: string): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/mail?to=${encodeURIComponent(to)}`)
  const mails = (await response.json()) as { link: string }[]
  return mails[0]?.link ?? null
}

interface Sent {
  orders: number
  messages: number
  subscriptions: number
  accounts: number
}

/**
 * What the stand-in holds from this address in this shop (GET /__sent, test-only): its orders, contact messages,
 * newsletter subscriptions and accounts, for a test that checks a send was stored exactly once.
 */
export async function sentBy(shop: string, email: string): Promise<Sent> {
  const query = new URLSearchParams({ shop, email })
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/__sent?${query}`)
  if (!response.ok) throw new Error(`GET /__sent for ${shop} and ${email}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Sent
}
