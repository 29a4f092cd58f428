import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { manifestAnswer } from '~/offline/manifest.server'

/** One manifest per shop, for every language. */
export function loader({ context }: LoaderFunctionArgs) {
  return manifestAnswer(context)
}
