/** /category/:slug is the same page as /categories/:slug (the home's 'Voir plus' links use it). */
export { default, ErrorBoundary, handle, loader, meta } from './($lang).categories.$slug'
