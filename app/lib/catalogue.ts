/** Catalogue constants shared by the server calls and the pages (spec section 9). */
export const HOME_PRODUCTS_PER_CATEGORY = 6
export const CATEGORY_PAGE_SIZE = 12
export const SEARCH_SKELETONS = 8
