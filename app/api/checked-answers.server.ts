import type { z } from 'zod'
import { deepFreeze } from '~/server/derived.server'

/**
 * Platform answers this isolate has read from the edge cache and checked against their schema, by cache key (tenant
 * host, generation and platform URL). A kept copy never changes: the same key with the same stored-at note is the
 * same answer, so its JSON is parsed and its schema checked once, not on every request that reads it.
 * The values are deep-frozen and shared by the requests that read them (app/server/derived.server.ts derives from
 * them once); they hold only what the edge cache holds, nothing of a request. Bounded: the least recently read first.
 */
const checkedAnswers = new Map<string, { storedAt: string; schema: z.ZodType; data: unknown }>()
export const CHECKED_ANSWERS_MAX = 100

export function rememberAnswer(key: string, storedAt: string, schema: z.ZodType, data: unknown): void {
  checkedAnswers.delete(key)
  checkedAnswers.set(key, { storedAt, schema, data: deepFreeze(data) })
  if (checkedAnswers.size > CHECKED_ANSWERS_MAX) checkedAnswers.delete(checkedAnswers.keys().next().value as string)
}

/** The copy stored at `storedAt` under `key`, checked against `schema`: once per copy and isolate. Null: malformed. */
export function checkedAnswer<T>(
  key: string,
  storedAt: string,
  schema: z.ZodType<T>,
  text: string,
): { data: T } | null {
  const seen = checkedBefore(key, storedAt, schema)
  if (seen) return seen
  const parsed = schema.safeParse(parseJson(text))
  if (!parsed.success) return null
  rememberAnswer(key, storedAt, schema, parsed.data)
  return { data: parsed.data }
}

/**
 * An answer this isolate has read that is still fresh (stored less than ttl seconds ago): served as it is, without
 * asking the edge cache again. The cache could hold a newer one only if another isolate refreshed a fresh answer,
 * which none does: within its ttl an answer is the one every isolate serves.
 */
export function freshAnswer<T>(key: string, ttl: number, schema: z.ZodType<T>): { data: T } | null {
  const seen = checkedAnswers.get(key)
  if (!seen || seen.schema !== schema || Date.now() - Number(seen.storedAt) >= ttl * 1000) return null
  return checkedBefore(key, seen.storedAt, schema)
}

/** Whether this isolate holds a fresh answer under `key`, whatever its schema. */
export function isFreshHere(key: string, ttl: number): boolean {
  const seen = checkedAnswers.get(key)
  return !!seen && Date.now() - Number(seen.storedAt) < ttl * 1000
}

function checkedBefore<T>(key: string, storedAt: string, schema: z.ZodType<T>): { data: T } | null {
  const seen = checkedAnswers.get(key)
  if (!seen || seen.storedAt !== storedAt || seen.schema !== schema) return null
  // Read again: it is now the most recent.
  checkedAnswers.delete(key)
  checkedAnswers.set(key, seen)
  return { data: seen.data as T }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
