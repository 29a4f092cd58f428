import { Form } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'

export const MAX_QUERY = 100

/** A plain GET form: works the same with or without JavaScript. `place` tells the header's from the page's. */
export function SearchForm({ defaultValue = '', place }: { defaultValue?: string; place: 'header' | 'page' }) {
  const { t } = useTranslation()
  return (
    <Form method="get" action="/search" role="search" className={`search-form search-form--${place}`}>
      <label className="visually-hidden" htmlFor={`search-form-${place}-q`}>
        {t('search.label')}
      </label>
      <input
        id={`search-form-${place}-q`}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        maxLength={MAX_QUERY}
        enterKeyHint="search"
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </Form>
  )
}
