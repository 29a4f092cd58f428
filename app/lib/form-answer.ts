/** The first message of each refused field of a form. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/**
 * A form sent with JavaScript when the network fails (app/sending/SendFailed.tsx): `unsent` when the browser was
 * offline at the press (nothing left it), `unknown` when the connection broke once the request had left (the shop
 * may have acted on it: a form's one-time key makes sending it again do it once).
 */
export type SendFailure = 'unsent' | 'unknown'

/** What every form's action answers (app/server/forms.server.ts): the same with and without JavaScript. */
export interface FormAnswer<Field extends string = string> {
  ok: boolean
  /** With JavaScript, no answer came: the network failed (app/sending/SendFailed.tsx); `message` is then null. */
  network?: SendFailure
  /** The sentence shown with the form: why it was refused, or what was done. */
  message: string | null
  /** The first message of each refused field. */
  errors: FieldErrors<Field>
  /** What was typed, given back to a refused form. */
  values: Partial<Record<Field, string>>
}
