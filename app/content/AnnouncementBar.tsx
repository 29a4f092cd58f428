/**
 * The shop's promotional texts above the header, in the first HTML (nothing moves after
 * first paint). Its markup is made on the server (content-markup.server.tsx).
 */
export function AnnouncementBar({ html }: { html: string }) {
  return <div className="announcements-slot" dangerouslySetInnerHTML={{ __html: html }} />
}
