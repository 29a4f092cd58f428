/**
 * Shared by the server calls and the pages: products per category on the home
 * page, products per category page, and placeholders search shows while it loads.
 */
export const HOME_PRODUCTS_PER_CATEGORY = 6
export const CATEGORY_PAGE_SIZE = 12
export const SEARCH_SKELETONS = 8

/**
 * A category's ?page=N shows the pages up to N that 'Charger plus' added, at most SHOWN_CATEGORY_PAGES of them
 * (the older ones behind a link back): a category of any size can be paged through, and a page never asks the
 * platform for more than SHOWN_CATEGORY_PAGES pages at once. Paging ends on an empty page (spec); beyond
 * MAX_CATEGORY_PAGE, 404.
 */
export const SHOWN_CATEGORY_PAGES = 5
export const MAX_CATEGORY_PAGE = 10_000
