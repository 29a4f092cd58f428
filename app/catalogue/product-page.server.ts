import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getProduct, type Product } from '~/api/catalogue.server'
import { platformFailure, publicApi } from '~/api/client.server'
import { VARIANT_VIEWS } from '~/catalogue/ProductDetails'
import { productShare } from '~/catalogue/product-share.server'
import { recentProducts, recentSlugs, viewedCookie } from '~/visitor/recently-viewed.server'
import { breadcrumbJsonLd, jsonLd, productJsonLd } from '~/catalogue/structured-data.server'
import { localPath } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { requireShop } from '~/layout/shop.server'
import { inlinePictures } from '~/pictures/inline.server'
import { picturePreload, preloadHeader } from '~/pictures/preload.server'
import { pictureHosts } from '~/server/env.server'
import { productDescription } from '~/layout/views.server'
import { faultStatus } from '~/lib/failure'

/**
 * The product page's data (routes/($lang).products.$slug.tsx), out of the route file: each `.server`
 * module a route imports is one more empty chunk in the browser build.
 */
export async function loadProductPage({ params, request, context }: LoaderFunctionArgs) {
  let product
  try {
    product = await getProduct(publicApi(context), params.slug ?? '')
  } catch (caught) {
    const error = platformFailure(caught)
    if (error.status === 404) throw data({ notFound: true }, { status: 404 })
    // The spec's French texts only: the platform's own message is not the shopper's language.
    throw data({ notFound: false }, { status: faultStatus(error) })
  }
  const { description: _description, ...rest } = product
  const descriptionHtml = productDescription(product)
  const wanted = new URL(request.url).searchParams.get('variant')
  const index = product.variants.findIndex((v) => String(v.id) === wanted)
  const url = context.origin + localPath(context.language, `/products/${encodeURIComponent(product.slug)}`)
  const crumbs = [
    { name: textOf(context.language)('nav.home'), url: context.origin + localPath(context.language, '/') },
    ...(product.category
      ? [
          {
            name: product.category.nom,
            url:
              context.origin + localPath(context.language, `/categories/${encodeURIComponent(product.category.slug)}`),
          },
        ]
      : []),
    { name: product.nom, url },
  ]
  const recent = recentSlugs(request)
  const selected = index >= 0 && index < VARIANT_VIEWS ? index : 0
  const { shop } = await requireShop(context)
  return data(
    {
      product: { ...rest, descriptionHtml: inlinePictures(descriptionHtml, pictureHosts(context.env)) },
      structured: jsonLd([
        productJsonLd({
          name: product.nom,
          description: descriptionHtml,
          url,
          image: product.image_url || product.image,
          sku: product.reference,
          price: product.prix,
          inStock: product.qteEnStock === null || product.qteEnStock > 0,
          variants: product.variants,
        }),
        breadcrumbJsonLd(crumbs),
      ]),
      selected,
      /** 'Partager' and the shop's WhatsApp button, with the product written in their messages. */
      ...productShare(context, shop, product, product.variants[selected], url),
      /** The add-to-cart form's one-time key (an add sent twice adds once): new after each add that went through. */
      addKey: crypto.randomUUID(),
      /** 'Vus récemment': the other products this browser viewed, streamed. */
      recent: recentProducts(context, recent, product.slug),
    },
    {
      headers: {
        'Set-Cookie': viewedCookie(request, recent, product.slug),
        ...preloadHeader(picturePreload(shownImage(product, selected), 'product', context)),
      },
    },
  )
}

/** The picture the page shows first (ProductDetails' view of the selected variant, else the product's own). */
function shownImage(product: Product, selected: number): string | null {
  return product.variants[selected]?.image || product.image_url || product.image
}
