import type { InputHTMLAttributes, ReactNode } from 'react'

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string
  label: string
  error?: string
  children?: ReactNode
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function Field({ name, label, error, children, ...input }: Props) {
  const errorId = `${name}-error`
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {children ?? <input id={name} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
