/** /category/:slug is the same page as /categories/:slug (the home's 'Voir plus' links use it). */
export { default, ErrorBoundary, handle, loader, meta } from './($lang).categories.$slug'

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'
