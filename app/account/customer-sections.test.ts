import { describe, expect, it } from 'vitest'
import { customerSection, isUpcomingSection, statusTone } from './customer-sections'

describe('customerSection', () => {
  it.each([
    ['/customer', 'orders'],
    ['/customer/', 'orders'],
    ['/customer/orders', 'orders'],
    ['/customer/orders/42', 'order'],
    ['/customer/settings', 'settings'],
    ['/customer/invoices', 'invoices'],
    ['/customer/disputes', 'disputes'],
    ['/customer/support', 'support'],
    ['/customer/unknown', null],
    ['/customer/settings/more', null],
    ['/customer/orders/42/items', null],
    ['/cart', null],
  ])('%s → %s', (path, section) => {
    expect(customerSection(path)).toBe(section)
  })

  it('knows only the four upcoming sections', () => {
    expect(isUpcomingSection('support')).toBe(true)
    expect(isUpcomingSection('orders')).toBe(false)
    expect(isUpcomingSection('constructor')).toBe(false)
    expect(isUpcomingSection(undefined)).toBe(false)
  })
})

describe('statusTone', () => {
  it('colours the three statuses of the list, and the rest grey', () => {
    expect(statusTone('Terminer', 'list')).toBe('success')
    expect(statusTone('Annuler', 'list')).toBe('danger')
    expect(statusTone('En attente', 'list')).toBe('warning')
    expect(statusTone('En cours', 'list')).toBe('neutral')
    expect(statusTone('terminée', 'list')).toBe('neutral')
    expect(statusTone('toString', 'list')).toBe('neutral')
  })

  it('in the detail, also the other spelling of the same three', () => {
    expect(statusTone('terminée', 'detail')).toBe('success')
    expect(statusTone('annulée', 'detail')).toBe('danger')
    expect(statusTone('en attente', 'detail')).toBe('warning')
    expect(statusTone('Terminer', 'detail')).toBe('success')
    expect(statusTone('En cours', 'detail')).toBe('neutral')
  })
})
