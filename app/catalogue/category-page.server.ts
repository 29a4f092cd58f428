import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategory, getCategoryProducts } from '~/api/catalogue.server'
import { ApiError, publicApi, settle } from '~/api/client.server'
import { breadcrumbJsonLd, jsonLd } from '~/catalogue/structured-data.server'
import { CATEGORY_PAGE_SIZE, MAX_CATEGORY_PAGE, SHOWN_CATEGORY_PAGES } from '~/catalogue/page-sizes'
import { localPath } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { faultStatus } from '~/lib/failure'
import { parsePage } from '~/server/forms.server'

/**
 * A category page's data (routes/($lang).categories.$slug.tsx): the category, its breadcrumb's structured data,
 * and the pages of products shown (app/catalogue/page-sizes.ts says which).
 */
export async function loadCategoryPage({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? ''
  const page = parsePage(new URL(request.url).searchParams.get('page'), MAX_CATEGORY_PAGE)
  if (page === null) throw new Response(null, { status: 404 })
  const api = publicApi(context)
  // The pages shown, fetched together. The first visit streams them in after the heading; 'Charger plus'
  // waits for them, so the products already shown never give way to a skeleton.
  const first = Math.max(1, page - SHOWN_CATEGORY_PAGES + 1)
  const loading = settle(
    Promise.all(
      Array.from({ length: page - first + 1 }, (_, i) => getCategoryProducts(api, slug, first + i, CATEGORY_PAGE_SIZE)),
    ),
  )
  try {
    const category = await getCategory(api, slug)
    const structured = jsonLd(
      breadcrumbJsonLd([
        { name: textOf(context.language)('nav.home'), url: context.origin + localPath(context.language, '/') },
        {
          name: textOf(context.language)('nav.categories'),
          url: context.origin + localPath(context.language, '/categories'),
        },
        {
          name: category.nom,
          url: context.origin + localPath(context.language, `/categories/${encodeURIComponent(category.slug)}`),
        },
      ]),
    )
    return { category, structured, first, page, pages: page === 1 ? loading : await loading }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 })
    if (error instanceof ApiError) return data({ failed: true as const }, { status: faultStatus(error) })
    throw error
  }
}
