import { z } from 'zod'
import type { VisitDirection } from '~/api/shop.server'

const VisitSchema = z.object({ direction: z.enum(['increment', 'decrement']) })

export function parseVisit(form: FormData): VisitDirection | null {
  const parsed = VisitSchema.safeParse(Object.fromEntries(form))
  return parsed.success ? parsed.data.direction : null
}

const PageSchema = z.coerce.number().int().min(1)

/** A ?page= value: 1 when absent, null when not a page number from 1 to max. */
export function parsePage(value: string | null, max: number): number | null {
  if (value === null || value === '') return 1
  const parsed = PageSchema.safeParse(value)
  return parsed.success && parsed.data <= max ? parsed.data : null
}
