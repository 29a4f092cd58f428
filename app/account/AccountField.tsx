import type { InputHTMLAttributes } from 'react'
import { Field } from '~/checkout/Field'
import { ACCOUNT_LIMITS } from './account-fields'

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: keyof typeof ACCOUNT_LIMITS
  label: string
  errors?: Partial<Record<string, string>>
  values?: Partial<Record<string, string>>
  /** Prefix of the input's id, so the modal's fields and the page's never share one. */
  idPrefix?: string
  /** What the field takes, said before the shopper types. */
  hint?: string
}

/**
 * A field of the login or registration form, with the server's length limit: the value typed comes back
 * after an error, the password never.
 */
export function AccountField({ name, label, errors, values, idPrefix = '', hint, ...input }: Props) {
  const id = `${idPrefix}${name}`
  const error = errors?.[name]
  return (
    <Field name={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="text"
        name={name}
        defaultValue={name === 'password' ? undefined : values?.[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
        maxLength={ACCOUNT_LIMITS[name]}
        {...input}
      />
    </Field>
  )
}

/** The form's own message after a refusal (wrong password, platform error), announced at once. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  )
}
