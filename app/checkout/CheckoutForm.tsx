import { useFetcher, useNavigation } from '@remix-run/react'
import { Form, useFormAction, useLocalPath } from '~/i18n/links'
import { useRef, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { Country, Zone } from '~/api/orders.server'
import type { CheckoutField } from '~/checkout/checkout-forms.server'
import { useAfterTakeover, useHydrated } from '~/lib/hydrated'
import { CHECKOUT_LIMITS as MAX, PHONE_PATTERN } from './checkout-fields'
import { formatPrice } from '~/lib/money'
import type { Customer } from '~/api/contract.server'
import { Field, SelectField } from './Field'

interface Lists {
  cities: string[] | null
  zones: Zone[] | null
  /** The lists the platform did not give, by their message. */
  problems?: string[]
}

interface Props {
  countries: Country[] | null
  methods: { value: string; label: string }[] | null
  values: Partial<Record<CheckoutField, string>>
  errors: Partial<Record<CheckoutField, string>>
  lists: Lists
  checkoutKey: string
  customer: Partial<Customer> | null
  currency: string
  onZonePrice: (price: number | null) => void
}

/**
 * The checkout form: a plain POST to /cart. Its fields are uncontrolled, so
 * choices made before the page has hydrated stay as they are. Without JavaScript, 'Mettre à jour'
 * brings back the cities or zones of the country or city chosen, keeping every
 * value typed; with it, the lists load as the shopper chooses.
 */
export function CheckoutForm({
  countries,
  methods,
  values,
  errors,
  lists,
  checkoutKey,
  customer,
  currency,
  onZonePrice,
}: Props) {
  const { t, language } = useTranslation()
  const hydrated = useHydrated()
  const action = useFormAction('checkout', '/cart')
  const navigation = useNavigation()
  const shipping = useFetcher<Lists>({ key: 'shipping-options' })
  const local = useLocalPath()
  const fetched = shipping.data
  const cities = (fetched ? fetched.cities : lists.cities) ?? []
  const zones = (fetched ? fetched.zones : lists.zones) ?? []
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'checkout'
  const fullName = values.clientName ?? ([customer?.prenom, customer?.nom].filter(Boolean).join(' ') || undefined)
  // With JavaScript, a field's error goes as soon as the field holds a valid value again; a new
  // answer from the server (a new `errors` object) starts over.
  const [corrected, setCorrected] = useState<{ for: typeof errors; fields: ReadonlySet<string> }>({
    for: errors,
    fields: new Set(),
  })
  const fixed = corrected.for === errors ? corrected.fields : new Set<string>()
  const err = (field: CheckoutField) => (fixed.has(field) ? undefined : errors[field])
  const recheck = (...elements: Element[]) => {
    const fields = new Set(fixed)
    for (const el of elements) {
      if (!isField(el) || !(el.name in errors)) continue
      if (el.value.trim() !== '' && el.checkValidity()) fields.add(el.name)
      else fields.delete(el.name)
    }
    if (fields.size !== fixed.size || [...fields].some((name) => !fixed.has(name)))
      setCorrected({ for: errors, fields })
  }

  const [asked, setAsked] = useState('')
  const load = (nextCountry: string, nextCity: string) => {
    const params = new URLSearchParams({ country: nextCountry })
    if (nextCity) params.set('city', nextCity)
    if (!nextCountry) return
    setAsked(`/shipping-options?${params}`)
    shipping.load(local(`/shipping-options?${params}`))
  }
  // What the shopper did before the scripts took over: a country, city or zone chosen then asks for its lists
  // (and its price) now; a field filled in then loses its error.
  const form = useRef<HTMLFormElement>(null)
  useAfterTakeover(() => {
    const elements = form.current?.elements
    if (!elements) return
    const country = elements.namedItem('selectedCountry')
    const city = elements.namedItem('selectedCity')
    const zone = elements.namedItem('selectedZone')
    if (isChanged(country)) load(country.value, '')
    else if (isChanged(city)) load(country instanceof HTMLSelectElement ? country.value : '', city.value)
    else if (isChanged(zone)) onZonePrice(zones.find((z) => String(z.id) === zone.value)?.price ?? null)
    recheck(...elements)
  })

  // A list the platform did not give: said where the list would be, with a way to ask again.
  const problems = shipping.state === 'idle' ? (fetched?.problems ?? []) : []

  return (
    <Form
      ref={form}
      method="post"
      action={action}
      className="checkout"
      noValidate
      onChange={(event) => recheck(event.target as Element)}
    >
      <h2>{t('checkout.title')}</h2>
      <input type="hidden" name="checkoutKey" value={checkoutKey} />
      <Field
        name="clientName"
        label={t('checkout.clientName')}
        error={err('clientName')}
        defaultValue={fullName}
        autoComplete="name"
        required
        maxLength={MAX.clientName}
      />
      <Field
        name="clientTel"
        label={t('checkout.clientTel')}
        error={err('clientTel')}
        defaultValue={values.clientTel ?? customer?.telephone ?? undefined}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        pattern={PHONE_PATTERN}
        required
        maxLength={MAX.clientTel}
      />
      <Field
        name="clientEmail"
        label={t('checkout.clientEmail')}
        error={err('clientEmail')}
        defaultValue={customer?.email ?? values.clientEmail}
        type="email"
        autoComplete="email"
        required
        maxLength={MAX.clientEmail}
        readOnly={Boolean(customer?.email)}
        title={customer?.email ? t('checkout.emailLocked') : undefined}
      />
      <Field
        name="shippingAddress"
        label={t('checkout.shippingAddress')}
        error={err('shippingAddress')}
        defaultValue={values.shippingAddress ?? customer?.adresse ?? undefined}
        autoComplete="address-line1"
        required
        maxLength={MAX.shippingAddress}
      />

      {countries ? (
        <SelectField
          name="selectedCountry"
          label={t('checkout.country')}
          error={err('selectedCountry')}
          placeholder={t('checkout.choose')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          defaultValue={values.selectedCountry}
          onChange={(e) => {
            onZonePrice(null)
            load(e.target.value, '')
          }}
        />
      ) : (
        <p className="notice notice--error" role="alert">
          {t('checkout.countriesError')}
        </p>
      )}

      {cities.length > 0 ? (
        <SelectField
          name="selectedCity"
          label={t('checkout.city')}
          error={err('selectedCity')}
          placeholder={t('checkout.choose')}
          options={cities.map((c) => ({ value: c, label: c }))}
          defaultValue={values.selectedCity}
          onChange={(e) => {
            onZonePrice(null)
            const country =
              (e.currentTarget.form?.elements.namedItem('selectedCountry') as HTMLSelectElement | null)?.value ?? ''
            load(country, e.target.value)
          }}
        />
      ) : null}

      {zones.length > 0 ? (
        <SelectField
          name="selectedZone"
          label={t('checkout.zone')}
          error={err('selectedZone')}
          placeholder={t('checkout.choose')}
          options={zones.map((z) => ({
            value: String(z.id),
            label: `${z.name} — ${formatPrice(z.price, currency, language)}`,
          }))}
          defaultValue={values.selectedZone}
          onChange={(e) => onZonePrice(zones.find((z) => String(z.id) === e.target.value)?.price ?? null)}
        />
      ) : null}

      {problems.map((problem) => (
        <p key={problem} className="notice notice--error" role="alert">
          {problem}{' '}
          <button type="button" className="link-button" onClick={() => shipping.load(local(asked))}>
            {t('checkout.retryList')}
          </button>
        </p>
      ))}

      {hydrated ? null : (
        <p className="checkout__refresh">
          <span>{t('checkout.refreshHint')}</span>{' '}
          <button type="submit" name="intent" value="refresh" formNoValidate className="button button--ghost">
            {t('checkout.refresh')}
          </button>
        </p>
      )}

      <Field
        name="zipCode"
        label={t('checkout.zipCode')}
        error={err('zipCode')}
        defaultValue={values.zipCode ?? customer?.codeZip ?? undefined}
        autoComplete="postal-code"
        maxLength={MAX.zipCode}
      />
      <Field name="orderNote" label={t('checkout.orderNote')} error={err('orderNote')}>
        <textarea id="orderNote" name="orderNote" rows={3} maxLength={MAX.orderNote} defaultValue={values.orderNote} />
      </Field>

      {methods ? (
        <fieldset
          className="checkout__methods"
          aria-invalid={err('selectedPaymentMethod') ? true : undefined}
          aria-describedby={err('selectedPaymentMethod') ? 'selectedPaymentMethod-error' : undefined}
        >
          <legend>{t('checkout.paymentMethod')}</legend>
          {methods.map((m) => (
            <label key={m.value} className="variants__option">
              <input
                type="radio"
                name="selectedPaymentMethod"
                value={m.value}
                defaultChecked={values.selectedPaymentMethod === m.value}
                required
              />
              <span>{m.label}</span>
            </label>
          ))}
          {err('selectedPaymentMethod') ? (
            <p id="selectedPaymentMethod-error" className="field-error">
              {err('selectedPaymentMethod')}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="notice notice--error" role="alert">
          {t('checkout.paymentError')}
        </p>
      )}

      <button
        type="submit"
        name="intent"
        value="checkout"
        className="button button--large"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? t('checkout.submitting') : t('checkout.submit')}
      </button>
    </Form>
  )
}

function isField(el: unknown): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
}

/** A list whose choice is no longer the one the server rendered selected (the first option when none was). */
function isChanged(select: unknown): select is HTMLSelectElement {
  if (!(select instanceof HTMLSelectElement)) return false
  const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0]
  return select.selectedOptions[0] !== rendered
}
