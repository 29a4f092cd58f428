import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '~/i18n/use-translation'
import type { AccountAnswer } from '~/account/sign-in.server'
import { LoginForm } from './LoginForm'

/** The modal closes this long after 'Connexion réussie !'. */
export const LOGIN_MODAL_CLOSE_MS = 1000

/**
 * The login modal: the /login form in a <dialog>, posted through a fetcher.
 * On success the layout reloads its data (the header greets the customer, the
 * checkout fills itself), the message shows, and the modal closes after 1 s.
 */
export default function LoginModal({ redirectTo, onClose }: { redirectTo: string; onClose: () => void }) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const fetcher = useFetcher<AccountAnswer>()
  const done = fetcher.data?.ok === true && fetcher.state === 'idle'
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(onClose, LOGIN_MODAL_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [done, onClose])
  // In <body>, not where it was opened: the checkout's opener sits inside the checkout form.
  return createPortal(
    <dialog ref={dialog} className="login-modal" aria-labelledby="login-modal-title" onClose={onClose}>
      <div className="login-modal__head">
        <h2 id="login-modal-title">{t('account.loginTitle')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('account.close')}>
          ×
        </button>
      </div>
      {done ? (
        <p className="notice notice--success" role="status">
          {t('account.loginSuccess')}
        </p>
      ) : (
        <LoginForm redirectTo={redirectTo} fetcher={fetcher} idPrefix="modal-" />
      )}
    </dialog>,
    document.body,
  )
}
