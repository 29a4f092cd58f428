/**
 * Shared by the server calls and the pages: products per category on the home
 * page, products per category page, and placeholders search shows while it loads.
 */
export const HOME_PRODUCTS_PER_CATEGORY = 6
export const CATEGORY_PAGE_SIZE = 12
export const SEARCH_SKELETONS = 8
