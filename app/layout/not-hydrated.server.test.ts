import { describe, expect, it } from 'vitest'
import { notHydratedData } from './not-hydrated.server'

describe('notHydratedData', () => {
  it('gives route data for a client-side navigation the value itself', () => {
    const context = { dataRequest: true, perRequest: {} }
    expect(notHydratedData(context, ['a', 'b'])).toEqual({ value: ['a', 'b'] })
    expect(context.perRequest).toEqual({})
  })

  it("keeps a document's values with its request, and gives its route data only where each is", () => {
    const context = { dataRequest: false, perRequest: {} as { documentOnly?: unknown[] } }
    expect(notHydratedData(context, 'first')).toEqual({ documentOnly: 0 })
    expect(notHydratedData(context, 'second')).toEqual({ documentOnly: 1 })
    expect(context.perRequest.documentOnly).toEqual(['first', 'second'])
  })
})
