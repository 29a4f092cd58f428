import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategories } from '~/api/catalogue.server'
import { publicApi, settle } from '~/api/client.server'

/** The collections page's data (routes/($lang).categories._index.tsx): the shop's categories. */
export async function loadCategoriesPage({ context }: LoaderFunctionArgs) {
  const result = await settle(getCategories(publicApi(context)))
  return data(result, { status: result.ok ? 200 : result.httpStatus })
}
