/** A form as a browser would post it, from field names and values. */
export function formData(entries: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.set(name, value)
  return form
}
