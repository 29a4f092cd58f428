import {
  Form as RemixForm,
  Link as RemixLink,
  NavLink as RemixNavLink,
  useInRouterContext,
  useLocation,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
} from '@remix-run/react'
import { createContext, forwardRef, useCallback, useContext } from 'react'
import { useHydrated } from '~/lib/hydrated'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  localPath,
  pathLanguage,
  withoutLanguage,
  type Language,
} from '~/lib/languages'

/**
 * Links and forms that stay in the page's language (docs/decisions/052-english.md): components write the
 * default language's paths (`<Link to="/cart">`), and on an English page they lead to `/en/cart`. The page's
 * language is its URL's. Fetchers (their `Form`'s action, `load`, `submit`) and `navigate` take
 * `useLocalPath()(path)`; server code takes `localPath(context.language, path)` of ./languages.ts.
 */
export function useLanguage(): Language {
  // Outside a router (a part the edge fills in, a component rendered alone in a unit test): the language given.
  const routed = useInRouterContext()
  const given = useContext(OutsideRouterLanguage)
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a component is rendered inside a router always, or never
  return routed ? pathLanguage(useLocation().pathname) : given
}

/** The language of components rendered outside a router (app/visitor/edge-fill.server.ts). */
export const OutsideRouterLanguage = createContext<Language>(DEFAULT_LANGUAGE)

/** The page's language's form of a local path. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage()
  return useCallback((path: string) => localPath(language, path), [language])
}

type To = LinkProps['to']

function localTo(language: Language, to: To): To {
  if (typeof to === 'string') return localPath(language, to)
  return to.pathname ? { ...to, pathname: localPath(language, to.pathname) } : to
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RemixLink ref={ref} to={localTo(useLanguage(), to)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RemixNavLink ref={ref} to={localTo(useLanguage(), to)} {...props} />
})

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const language = useLanguage()
  return <RemixForm ref={ref} action={action === undefined ? action : localPath(language, action)} {...props} />
})

/**
 * The path of the language switch (routes/language.tsx): it remembers the choice in a cookie and opens this
 * page in that language. A plain link: it works without JavaScript.
 */
function switchHref(to: Language, pathname: string, search: string): string {
  const path = withoutLanguage(pathname) + search
  return `/language?${new URLSearchParams({ to, path })}`
}

/** Links to this page in the other languages, each named in its own language (`<a hreflang="en" lang="en">`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  const current = pathLanguage(pathname)
  return (
    <>
      {LANGUAGE_CODES.filter((code) => code !== current).map((code) => (
        <a
          key={code}
          className={className}
          href={switchHref(code, pathname, search)}
          hrefLang={code}
          lang={code}
          rel="alternate"
        >
          {LANGUAGES[code].name}
        </a>
      ))}
    </>
  )
}

/**
 * A form's address as the page renders it: before the takeover, with `form=<name>` added to its query. The browser
 * then sends the form itself, and a navigation to the page's own address replaces the page's history entry: offline,
 * Back from the browser's error page would leave the form (docs/decisions/062-sends-the-network-fails.md). After
 * it, the address as given.
 */
export function useFormAction(name: string, action: string): string {
  return useHydrated() ? action : `${action}${action.includes('?') ? '&' : '?'}form=${name}`
}
