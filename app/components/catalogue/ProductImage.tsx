import type { ImgHTMLAttributes } from 'react'

export const PLACEHOLDER_IMAGE = '/placeholder.svg'

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined
  width: number
  height: number
  /** Above the fold: load at once. */
  eager?: boolean
}

/** A catalogue image: sized (no layout shift), lazy below the fold, with a placeholder when missing or broken. */
export function ProductImage({ src, width, height, eager = false, alt = '', ...rest }: Props) {
  return (
    <img
      {...rest}
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE
      }}
    />
  )
}
