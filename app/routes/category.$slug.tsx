/** /category/:slug is the same page as /categories/:slug (the home's 'Voir plus' links use it). */
export { default, ErrorBoundary, loader, meta } from './categories.$slug'
