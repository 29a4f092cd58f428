import { createContext, useContext, useEffect, type ImgHTMLAttributes } from 'react'
import { imageAttributes, type ImageLayout, type ImagePriority } from '~/lib/images'

/** What a missing or failed picture shows (public/placeholder.svg); the image path redirects to it too. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg'

/** The sites whose pictures go through the shop's image path (app/pictures/), given by the root. */
export const PictureHosts = createContext<readonly string[]>([])

interface Props extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'loading' | 'srcSet' | 'sizes'
> {
  src: string | null | undefined
  width: number
  height: number
  /** How wide it is drawn: its `sizes`, and the widths the image path makes of it (app/lib/images.ts). */
  layout: ImageLayout
  /** `high` for the largest image above the fold, `eager` for the others above it; lazy by default. */
  priority?: ImagePriority
}

/**
 * A picture of the shop: sized (no layout shift), lazy below the fold, the platform's raster pictures at the layout's
 * widths through the shop's image path, and the placeholder when missing or broken: the image path sends a picture
 * the platform lacks to it; one lost on the way is drawn over by the stylesheet (`img[data-placeholder]::after`) and
 * replaced with scripts (`useImagePlaceholders`).
 */
export function Picture({ src, width, height, layout, priority = 'lazy', alt = '', ...rest }: Props) {
  const hosts = useContext(PictureHosts)
  const attributes = imageAttributes({ src: src || PLACEHOLDER_IMAGE, width, height, layout, priority, hosts })
  return <img {...rest} {...attributes} alt={alt} data-placeholder="" />
}

/**
 * One listener for the whole document: a catalogue image that fails to load shows the placeholder
 * instead. It covers the images React renders and those of markup rendered on the server alone (the
 * home page's products), and, when the scripts start, the images that had already failed before.
 */
export function useImagePlaceholders() {
  useEffect(() => {
    const replace = (img: HTMLImageElement) => {
      if (img.src.endsWith(PLACEHOLDER_IMAGE)) return
      img.removeAttribute('srcset')
      img.src = PLACEHOLDER_IMAGE
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-placeholder'))
        replace(event.target)
    }
    // An image's error does not bubble: it is caught on its way down.
    document.addEventListener('error', onError, true)
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-placeholder]'))
      if (img.complete && img.naturalWidth === 0) replace(img)
    return () => document.removeEventListener('error', onError, true)
  }, [])
}
