import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import { Price } from '~/catalogue/Price'
import type { Picture } from '~/pictures/Picture'
import { useLocalPath } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import { latestOnly, moveActive } from './latest'
import {
  SUGGEST_DELAY_MS,
  SUGGEST_MIN_QUERY,
  suggestQuery,
  suggestUrl,
  type SuggestedCategory,
  type SuggestedProduct,
  type Suggestions,
} from './query'

export interface SuggestionsProps {
  /** The header's search field: it becomes the combobox, keeps its form, and Enter without a choice still submits. */
  input: HTMLInputElement
  currency: string
  /**
   * The catalogue's image component, given by SearchForm rather than imported: the layout already has it in
   * the scripts every page loads, and a module imported here too would be split out of them into a file of
   * its own (esbuild's code splitting), which every page would then fetch.
   */
  Image: typeof Picture
}

type Option =
  | { kind: 'product'; href: string; product: SuggestedProduct }
  | { kind: 'category'; href: string; category: SuggestedCategory }
  | { kind: 'all'; href: string }

/**
 * Suggestions as you type under the header's search field, loaded when the field is first focused
 * (SearchForm). The WAI-ARIA combobox pattern with a listbox popup: focus stays in the field, the arrow keys
 * move `aria-activedescendant` over the options, Enter opens the active one (or, with none active, submits
 * the form to /search?q= as before), Escape closes the list, and a polite live region says how many
 * suggestions came. Written here rather than taken from a library: the libraries weighed are in
 * docs/decisions/050-search-suggestions.md.
 */
export function SearchSuggestions({ input, currency, Image }: SuggestionsProps) {
  const local = useLocalPath()
  const [answer, setAnswer] = useState<Suggestions | null>(null)
  // The suggestions' strings come with the route's answer, in the page's language.
  const { t } = useTranslation(answer?.strings)
  const navigate = useNavigate()
  const location = useLocation()
  const id = useId()
  const listId = `${id}list`
  const optionId = (index: number) => `${id}option-${index}`

  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The answer the live region speaks of, read in its own strings: what it said stays when a later answer fails.
  const [announced, setAnnounced] = useState<Suggestions | null>(null)
  const say = useTranslation(announced?.strings).t
  const announcedCount = announced ? announced.products.length + announced.categories.length : 0
  const announcement = !announced
    ? ''
    : announcedCount > 0
      ? say('suggest.count', { count: announcedCount })
      : say('suggest.none', { q: announced.q })

  const options = useMemo<Option[]>(() => {
    if (!answer || answer.products.length + answer.categories.length === 0) return []
    return [
      ...answer.products.map((product): Option => ({
        kind: 'product',
        href: local(`/products/${encodeURIComponent(product.slug)}`),
        product,
      })),
      ...answer.categories.map((category): Option => ({
        kind: 'category',
        href: local(`/categories/${encodeURIComponent(category.slug)}`),
        category,
      })),
      { kind: 'all', href: local(`/search?${new URLSearchParams({ q: answer.q })}`) },
    ]
  }, [answer, local])

  // One requester for the component's life: the last query only, 150 ms after the last keystroke.
  const latest = useMemo(
    () =>
      latestOnly<Suggestions>({
        delay: SUGGEST_DELAY_MS,
        load: async (query, signal) => {
          const response = await fetch(local(suggestUrl(query)), { signal, headers: { Accept: 'application/json' } })
          if (!response.ok) throw new Error(`${response.status}`)
          return (await response.json()) as Suggestions
        },
        onAnswer: (_, found) => {
          const count = found.products.length + found.categories.length
          setAnswer(found)
          setActive(-1)
          setOpen(count > 0 && document.activeElement === input)
          setAnnounced(found)
        },
        // No suggestions this time: the field and Enter still work, and the search page says why if it fails too.
        onError: () => {
          setAnswer(null)
          setOpen(false)
        },
      }),
    [input, local],
  )

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const choose = (option: Option) => {
    close()
    latest.cancel()
    navigate(option.href)
  }

  // What the field says now decides what is asked; fewer than 2 characters close the list at once.
  const onType = () => {
    const query = suggestQuery(input.value)
    if (query.length < SUGGEST_MIN_QUERY) {
      latest.cancel()
      setAnswer(null)
      setAnnounced(null)
      close()
    } else if (query !== answer?.q) {
      latest.ask(query)
    } else if (options.length > 0) {
      setOpen(true)
    }
  }

  // The handlers read this render's state: they are attached again after each render (cheap: a few listeners).
  const handlers = useRef({ onType, onKey: (_: KeyboardEvent) => {}, onBlur: close })
  handlers.current.onType = onType
  handlers.current.onBlur = close
  handlers.current.onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((current) => moveActive(open ? current : -1, options.length, event.key === 'ArrowDown' ? 1 : -1))
        return
      }
      case 'Enter': {
        const option = open ? options[active] : undefined
        if (!option) return // the form is submitted: /search?q=
        event.preventDefault()
        choose(option)
        return
      }
      case 'Escape': {
        if (!open) return // the browser's own: a search field is emptied
        event.preventDefault()
        close()
        return
      }
    }
  }

  // The field becomes the combobox while this module is there; without it, it is the plain search field.
  useEffect(() => {
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', listId)
    input.setAttribute('autocomplete', 'off')
    const onInput = () => handlers.current.onType()
    const onFocus = () => handlers.current.onType()
    const onKeyDown = (event: KeyboardEvent) => handlers.current.onKey(event)
    const onBlur = () => handlers.current.onBlur()
    input.addEventListener('input', onInput)
    input.addEventListener('focus', onFocus)
    input.addEventListener('keydown', onKeyDown)
    input.addEventListener('blur', onBlur)
    // What was typed while this module was on its way.
    if (document.activeElement === input) onInput()
    return () => {
      latest.cancel()
      input.removeEventListener('input', onInput)
      input.removeEventListener('focus', onFocus)
      input.removeEventListener('keydown', onKeyDown)
      input.removeEventListener('blur', onBlur)
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'])
        input.removeAttribute(name)
    }
  }, [input, listId, latest])

  useEffect(() => {
    input.setAttribute('aria-expanded', String(open))
    if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(active))
    else input.removeAttribute('aria-activedescendant')
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })

  // Another page (a suggestion chosen, the form submitted): the list closes.
  const page = useRef(location.key)
  useEffect(() => {
    if (page.current === location.key) return
    page.current = location.key
    latest.cancel()
    setOpen(false)
    setActive(-1)
  }, [location.key, latest])

  // A click on an option must not take the focus from the field first (its blur would close the list).
  const keepFocus = (event: MouseEvent) => event.preventDefault()
  const optionProps = (index: number, extraClass = '') => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === active,
    className: `suggest__option${extraClass}${index === active ? ' suggest__option--active' : ''}`,
    onMouseDown: keepFocus,
    onClick: () => choose(options[index]!),
  })

  const products = options.flatMap((option, index) => (option.kind === 'product' ? [{ option, index }] : []))
  const categories = options.flatMap((option, index) => (option.kind === 'category' ? [{ option, index }] : []))
  const all = options.length - 1
  return (
    <>
      {/* The listbox itself scrolls: a region the combobox controls is one its arrow keys scroll (axe knows it). */}
      <div
        role="listbox"
        id={listId}
        aria-label={t('suggest.label')}
        className="suggest"
        hidden={!open || options.length === 0}
      >
        {products.length > 0 ? (
          <div role="group" aria-labelledby={`${id}products`} className="suggest__group">
            <div id={`${id}products`} role="presentation" className="suggest__heading">
              {t('suggest.products')}
            </div>
            {products.map(({ option, index }) =>
              option.kind === 'product' ? (
                <div key={option.href} {...optionProps(index)}>
                  <Image
                    src={option.product.image}
                    width={48}
                    height={48}
                    layout="thumbnail"
                    className="suggest__image"
                  />
                  <span className="suggest__name">{option.product.name}</span>
                  <Price
                    price={option.product.price}
                    original={option.product.original}
                    currency={currency}
                    className="suggest__price"
                  />
                </div>
              ) : null,
            )}
          </div>
        ) : null}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={`${id}categories`} className="suggest__group">
            <div id={`${id}categories`} role="presentation" className="suggest__heading">
              {t('suggest.categories')}
            </div>
            {categories.map(({ option, index }) =>
              option.kind === 'category' ? (
                <div key={option.href} {...optionProps(index)}>
                  <span className="suggest__name">{option.category.name}</span>
                </div>
              ) : null,
            )}
          </div>
        ) : null}
        {answer && all >= 0 ? (
          <div {...optionProps(all, ' suggest__all')}>{t('suggest.all', { q: answer.q })}</div>
        ) : null}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </>
  )
}
