/** Assertions on the demo API's JSON answers, shared by its integration tests. */
import { expect } from 'vitest'

/** A JSON answer of the demo API with this status; `what` names the call in a failure. */
export async function expectJson<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text()
  expect(response.status, `${what}: ${text}`).toBe(status)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return JSON.parse(text) as T
}

/** An error answer of the demo API: this status and exactly `{ message }`. */
export async function expectMessage(response: Response, status: number, message: string, what: string): Promise<void> {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect({ status: response.status, body: await response.json() }, what).toEqual({ status, body: { message } })
}
