import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

/**
 * What a shopper sees of a page: its markup without its scripts. The catalogue's strings of the page's language
 * travel in the route data that a script of the page carries, so a test that a text is not shown reads the
 * markup only.
 */
export function markup(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '')
}

let validator: HtmlValidate | undefined

/**
 * The errors html-validate finds in `html` (rules of .htmlvalidate.json), each as `what line:column rule: message`.
 *
 * .htmlvalidate.json extends html-validate:recommended and turns off only rules about how markup is written, not
 * what it means: React and Chromium write it their own way and no browser or reader tells the difference.
 * - attr-case: React writes `charSet`, `maxLength`, `autoComplete`… (attribute names are case-insensitive);
 * - attribute-boolean-style: `open=""` and `open` are the same attribute;
 * - void-style: `<img />` and `<img>` are the same element;
 * - no-inline-style: a preference for stylesheets (the CSP allows style attributes; article images carry their own
 *   placeholder as a CSS variable).
 * valid-id is kept in its relaxed form: an id must be non-empty and without spaces, as HTML says, but may hold
 * characters such as `:` (React's streamed boundaries are `B:0`, `S:0`).
 */
export async function markupErrors(html: string, what: string): Promise<string[]> {
  // Validated as a file at the repository's root, where the loader finds .htmlvalidate.json.
  validator ??= new HtmlValidate(new FileSystemConfigLoader())
  const report = await validator.validateString(html, path.resolve('markup.html'))
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map(
        (m) => `${what} line ${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`,
      ),
  )
}
