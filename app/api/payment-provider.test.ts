import { describe, expect, it } from 'vitest'
import { initPayment, safeAuthorizationUrl } from './payment-provider.server'

const PROVIDER = 'https://api.notchpay.co'
const LOCAL = 'http://127.0.0.1:8787/provider'

describe('safeAuthorizationUrl', () => {
  it('takes one absolute https URL, as the browser will be sent to it', () => {
    expect(safeAuthorizationUrl('https://pay.notchpay.co/trx_123', PROVIDER)).toBe('https://pay.notchpay.co/trx_123')
    expect(safeAuthorizationUrl('https://PAY.notchpay.co/a?b=c#d', PROVIDER)).toBe('https://pay.notchpay.co/a?b=c#d')
  })

  it('takes only the provider’s own site: its domain and subdomains', () => {
    expect(safeAuthorizationUrl('https://notchpay.co/pay/1', PROVIDER)).toBe('https://notchpay.co/pay/1')
    expect(safeAuthorizationUrl('https://checkout.pay.notchpay.co/1', PROVIDER)).toBe(
      'https://checkout.pay.notchpay.co/1',
    )
    expect(safeAuthorizationUrl('https://127.0.0.2/provider/pay/1', LOCAL)).toBeNull()
  })

  it('takes plain http only on the configured provider’s own origin (the local stand-in)', () => {
    expect(safeAuthorizationUrl('http://127.0.0.1:8787/provider/pay/trx_1', LOCAL)).toBe(
      'http://127.0.0.1:8787/provider/pay/trx_1',
    )
    expect(safeAuthorizationUrl('http://127.0.0.1:9999/provider/pay/trx_1', LOCAL)).toBeNull()
    expect(safeAuthorizationUrl('http://pay.notchpay.co/trx_1', PROVIDER)).toBeNull()
  })

  it.each([
    'https://pay.notchpay.co/trx_1\r\nSet-Cookie: a=b',
    'https://pay.notchpay.co/trx_1\n',
    'https://pay.notchpay.co/trx 1',
    ' https://pay.notchpay.co/trx_1',
    'https://pay.notchpay.co/\ttrx_1',
    'https://pay.notchpay.co/trx_1\u0000',
    'https://pay.notchpay.co/a https://evil.example/b',
    'https://user:pass@pay.notchpay.co/trx_1',
    'https://evil.example/trx_1',
    'https://notchpay.co.evil.example/trx_1',
    'https://evilnotchpay.co/trx_1',
    '//pay.notchpay.co/trx_1',
    '/provider/pay/trx_1',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    `https://pay.notchpay.co/${'a'.repeat(2100)}`,
  ])('refuses %j', (url) => {
    expect(safeAuthorizationUrl(url, PROVIDER)).toBeNull()
  })
})

describe('initPayment', () => {
  it('sends the key as Idempotency-Key and answers the authorization URL', async () => {
    const sent: Request[] = []
    const result = await initPayment(
      {
        baseUrl: PROVIDER,
        publicKey: 'pk_test',
        timeoutMs: 1000,
        idempotencyKey: 'checkout-key-1234567',
        fetch: async (input, init) => {
          sent.push(new Request(input, init))
          return Response.json({ authorization_url: 'https://pay.notchpay.co/trx_1' }, { status: 201 })
        },
      },
      {
        amount: 22250,
        currency: 'XAF',
        customer: { name: 'Awa', email: 'awa@example.cm', phone: '+237690123456' },
        description: 'Commande CMD-1',
        callback: 'https://demo.example.cm/payment-confirmation/1',
        reference: 'CMD-1',
      },
    )
    expect(result).toEqual({ ok: true, authorizationUrl: 'https://pay.notchpay.co/trx_1' })
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe('checkout-key-1234567')
    expect(sent[0]!.headers.get('Authorization')).toBe('pk_test')
  })
})
