import { pageLoader } from '~/i18n/route-strings.server'
import { loadSuggestions } from '~/catalogue/suggestions.server'

/**
 * GET /search/suggest?q=: the header's suggestions as you type, as JSON (a resource route: no page, and no
 * other loader runs or revalidates for it). See app/catalogue/suggestions.server.ts.
 */
export const loader = /* @__PURE__ */ pageLoader({}, loadSuggestions)
