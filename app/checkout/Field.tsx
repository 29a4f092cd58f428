import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string
  label: string
  error?: string
  /** What the field takes, said before the shopper types (its id: `{name}-hint`). */
  hint?: string
  children?: ReactNode
}

/** A labelled input whose hint and error are tied to it (aria-invalid, aria-describedby). */
export function Field({ name, label, error, hint, children, ...input }: Props) {
  const errorId = `${name}-error`
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {hint ? (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children ?? (
        <input
          id={name}
          type="text"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${name}-hint` : '', error ? errorId : ''].join(' ').trim() || undefined}
          {...input}
        />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface SelectProps {
  name: string
  label: string
  error?: string
  placeholder: string
  options: { value: string; label: string }[]
  defaultValue?: string
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
}

/** A labelled, uncontrolled select with a placeholder option; its error is tied to it like an input's. */
export function SelectField({ name, label, error, placeholder, options, defaultValue, onChange }: SelectProps) {
  const errorId = `${name}-error`
  return (
    <Field name={name} label={label} error={error}>
      <select
        id={name}
        name={name}
        required
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
