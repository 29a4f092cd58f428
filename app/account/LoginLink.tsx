import { withoutLanguage } from '~/lib/languages'
import { useLocation } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { lazy, Suspense, useState, type HTMLAttributes, type ReactNode } from 'react'
import { useHydrated } from '~/lib/hydrated'

/** The modal's code loads when it is first opened. */
const LoginModal = lazy(() => import('./LoginModal'))

interface Props {
  className?: string
  /** The marker of its place in the page (app/visitor/HeaderParts.tsx). */
  'data-part'?: HTMLAttributes<HTMLElement>['data-part']
  children: ReactNode
  /** Shown instead once signed in; the modal stays open over it for its success message. */
  signedIn: ReactNode | null
}

/**
 * A way to sign in from any page: without JavaScript a link to
 * /login?redirectTo=<this page>; with it, a button opening the login modal.
 */
export function LoginLink({ className, children, signedIn, ...marker }: Props) {
  const hydrated = useHydrated()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  // On the sign-in and registration pages, the page to come back to is the one they already name.
  const page = withoutLanguage(location.pathname)
  const onAuthPage = page === '/login' || page === '/register'
  const here = onAuthPage
    ? (new URLSearchParams(location.search).get('redirectTo') ?? '/')
    : location.pathname + location.search
  const opener = !hydrated ? (
    <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className={className} {...marker}>
      {children}
    </Link>
  ) : (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)} {...marker}>
      {children}
    </button>
  )
  return (
    <>
      {signedIn ?? opener}
      {open ? (
        <Suspense fallback={null}>
          <LoginModal redirectTo={here} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
