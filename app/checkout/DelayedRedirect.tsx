import { useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

/** How long a payment problem page shows its message before it moves on. */
export const PAYMENT_REDIRECT_MS = 3000

/** Moves on after 3 s, replacing this page in the history (without JavaScript the meta refresh does it). */
export function DelayedRedirect({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), PAYMENT_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate, to])
  return null
}
