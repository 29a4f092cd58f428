/**
 * What a shopper sees of a page: its markup without its scripts. The catalogue's strings of the page's language
 * travel in the route data that a script of the page carries, so a test that a text is not shown reads the
 * markup only.
 */
export function markup(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '')
}
