import { z } from 'zod'
import type { VisitDirection } from '~/api/shop.server'

const VisitSchema = z.object({ direction: z.enum(['increment', 'decrement']) })

export function parseVisit(form: FormData): VisitDirection | null {
  const parsed = VisitSchema.safeParse(Object.fromEntries(form))
  return parsed.success ? parsed.data.direction : null
}
