import { useRouteLoaderData } from '@remix-run/react'
import type { ImgHTMLAttributes } from 'react'
import { imageAttributes, type ImageLayout, type ImagePriority } from '~/lib/images'

export const PLACEHOLDER_IMAGE = '/placeholder.svg'

interface Props extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'loading' | 'srcSet' | 'sizes'
> {
  src: string | null | undefined
  width: number
  height: number
  /** How wide it is drawn (`sizes`, and the widths of `srcset` when images can be resized). */
  layout: ImageLayout
  /** `high` for the largest image above the fold, `eager` for the others above it; lazy by default. */
  priority?: ImagePriority
}

/**
 * A catalogue image: sized (no layout shift), lazy below the fold, other widths through the
 * deployment's resizing service when it has one, and a placeholder when missing or broken.
 */
export function ProductImage({ src, width, height, layout, priority = 'lazy', alt = '', ...rest }: Props) {
  const resize = useRouteLoaderData<{ imageResize?: string | null }>('root')?.imageResize ?? null
  const attributes = imageAttributes({ src: src || PLACEHOLDER_IMAGE, width, height, layout, priority, resize })
  return (
    <img
      {...rest}
      {...attributes}
      alt={alt}
      onError={(event) => {
        const img = event.currentTarget
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return
        img.removeAttribute('srcset')
        img.src = PLACEHOLDER_IMAGE
      }}
    />
  )
}
