/**
 * The honeypot field (HONEYPOT_FIELD of app/content/contact-fields.ts, spelt out here to keep the
 * contact form's code out of every page): off-screen, out of the tab order, hidden from
 * assistive technology.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
