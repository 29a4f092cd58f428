import { Form } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'

export const MAX_QUERY = 100

/** A plain GET form: works the same with or without JavaScript. */
export function SearchForm({
  defaultValue = '',
  className = 'search-form',
}: {
  defaultValue?: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <Form method="get" action="/search" role="search" className={className}>
      <label className="visually-hidden" htmlFor={`${className}-q`}>
        {t('search.label')}
      </label>
      <input
        id={`${className}-q`}
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
