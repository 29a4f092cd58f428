/**
 * The shop's pop-up, in the first HTML: an open, non-modal dialog laid over the page
 * (fixed, so nothing moves). Its markup is made on the server (content-markup.server.tsx)
 * and needs no script: the close button is a `method="dialog"` form, which the browser
 * handles itself. The server shows it once a day (layout-content.server.ts).
 */
export function Popup({ html }: { html: string }) {
  return <div className="popup-slot" dangerouslySetInnerHTML={{ __html: html }} />
}
