interface ContentImageProps {
  src: string;
  alt: string;
  /** WebP variants from the API (`image.srcSet`); null for images the server did not process. */
  srcSet: string | null | undefined;
  /** How wide the image is drawn, so the browser picks the smallest sufficient variant. */
  sizes: string;
  width: number | null | undefined;
  height: number | null | undefined;
  className?: string;
  /** Below-the-fold images load lazily; a detail page's header image does not. */
  lazy?: boolean;
}

/**
 * An article or guide picture. Width and height attributes (the original's,
 * or the 3:2 shape every card uses) reserve its space before it loads, so the
 * layout does not shift.
 */
export function ContentImage({ src, alt, srcSet, sizes, width, height, className, lazy = true }: ContentImageProps) {
  return (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width ?? 960}
      height={height ?? 640}
      loading={lazy ? 'lazy' : 'eager'}
      // An eager picture is at the top of its page (a cover, a list's first card): the likely largest paint.
      fetchPriority={lazy ? undefined : 'high'}
      decoding={lazy ? 'async' : undefined}
      className={className}
    />
  );
}
