import type { CSSProperties } from 'react'
import type { PictureSet } from '~/lib/images'

interface Props {
  /** The article's picture as the server set it: through the image path at its layout's widths (articles.server.ts). */
  picture: PictureSet
  /** The article's own placeholder: shown behind the image, and in its place once it fails. */
  placeholder: string
  width: number
  height: number
  eager?: boolean
  className?: string
}

/**
 * An article image that never shows as broken. Without scripts, the placeholder
 * is the frame's background and a failed image (empty alt) draws nothing over
 * it; with scripts, a failed image is replaced by the placeholder, including one
 * that failed before the page was hydrated.
 */
export function ArticleImage({ picture, placeholder, width, height, eager = false, className = '' }: Props) {
  const swap = (img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(placeholder)) {
      img.removeAttribute('srcset')
      img.src = placeholder
    }
  }
  return (
    <span
      className={`article-image ${className}`.trim()}
      style={{ '--placeholder': `url("${placeholder}")` } as CSSProperties}
    >
      <img
        ref={swap}
        {...picture}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={(event) => swap(event.currentTarget)}
      />
    </span>
  )
}
