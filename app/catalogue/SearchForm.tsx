import { Form } from '~/i18n/links'
import { createElement, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { useAfterTakeover } from '~/lib/hydrated'
import { Picture } from '~/pictures/Picture'
import type { SuggestionsProps } from './suggest/SearchSuggestions'

export const MAX_QUERY = 100

/**
 * A plain GET form: works the same with or without JavaScript. `place` tells the header's from the page's.
 * The header's field, given the shop's currency, also suggests products and categories as the shopper types:
 * that module is fetched when the field is first focused, never with the page, whose first load it would weigh on.
 */
export function SearchForm({
  defaultValue = '',
  place,
  currency,
}: {
  defaultValue?: string
  place: 'header' | 'page'
  currency?: string
}) {
  const { t } = useTranslation()
  const field = useRef<HTMLInputElement>(null)
  const [suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null)
  const loadSuggestions =
    currency !== undefined && !suggestions
      ? () =>
          import('./suggest/SearchSuggestions').then(
            (module) => setSuggestions(() => module.SearchSuggestions),
            // Offline or a new deployment: the field stays the plain search; the next focus tries again.
            () => {},
          )
      : undefined
  // Typed in before the scripts took over the page: the suggestions come for what the field holds.
  useAfterTakeover(() => {
    if (document.activeElement === field.current) loadSuggestions?.()
  })
  return (
    <Form method="get" action="/search" role="search" className={`search-form search-form--${place}`}>
      <label className="visually-hidden" htmlFor={`search-form-${place}-q`}>
        {t('search.label')}
      </label>
      <input
        ref={field}
        id={`search-form-${place}-q`}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        maxLength={MAX_QUERY}
        enterKeyHint="search"
        onFocus={loadSuggestions}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
      {suggestions && field.current && currency !== undefined
        ? createElement(suggestions, { input: field.current, currency, Image: Picture })
        : null}
    </Form>
  )
}
