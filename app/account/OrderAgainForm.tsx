import { Form, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'
import { useFormAction } from '~/i18n/links'

/**
 * 'Commander à nouveau': a plain form posted to the order's page (app/account/order-again.server.ts), which
 * opens the cart with and without JavaScript. A refused submission keeps its one-time key, so that trying again
 * is the same submission; the button waits while the cart fills.
 */
export function OrderAgainForm({
  orderKey,
  refusal,
}: {
  orderKey: string
  refusal: { message: string | null; key: string | null } | null
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'order-again'
  const action = useFormAction('order-again', useLocation().pathname)
  return (
    <Form method="post" action={action} className="order-again">
      <input type="hidden" name="intent" value="order-again" />
      <input type="hidden" name="orderAgainKey" value={refusal?.key ?? orderKey} />
      <button type="submit" className="button" disabled={busy} aria-describedby="order-again-hint">
        {busy ? t('customer.orderAgainBusy') : t('customer.orderAgain')}
      </button>
      <span id="order-again-hint" className="account__muted">
        {t('customer.orderAgainHint')}
      </span>
      {refusal?.message ? (
        <p className="notice notice--error" role="alert">
          {refusal.message}
        </p>
      ) : null}
    </Form>
  )
}
