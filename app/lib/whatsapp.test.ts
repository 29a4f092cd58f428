import { describe, expect, it } from 'vitest'
import { whatsappLink } from './whatsapp'

describe('whatsappLink', () => {
  it.each([
    ['690 12 34 56', 'https://wa.me/237690123456'],
    ['+237 677 88 99 00', 'https://wa.me/237677889900'],
    ['237699001122', 'https://wa.me/237699001122'],
    ['(6) 55-44-33-22', 'https://wa.me/237655443322'],
  ])('%s → %s', (phone, link) => expect(whatsappLink(phone)).toBe(link))
  it('gives no link without digits', () => {
    expect(whatsappLink('')).toBeNull()
    expect(whatsappLink(null)).toBeNull()
    expect(whatsappLink('pas de numéro')).toBeNull()
  })
})
