/** The first message of each refused field of a form. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** What every form's action answers (app/server/forms.server.ts): the same with and without JavaScript. */
export interface FormAnswer<Field extends string = string> {
  ok: boolean
  /** The sentence shown with the form: why it was refused, or what was done. */
  message: string | null
  /** The first message of each refused field. */
  errors: FieldErrors<Field>
  /** What was typed, given back to a refused form. */
  values: Partial<Record<Field, string>>
}
