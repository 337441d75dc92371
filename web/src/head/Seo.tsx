import { useEffect } from 'react';
import { absoluteUrl, canonicalUrl } from './headTags';
import { DEFAULT_SHARE_IMAGE, type HeadData } from './headTypes';
import { useRenderContext } from './RenderContext';

function setMeta(attr: 'name' | 'property', key: string, value: string | null | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = value;
}

/**
 * Declares the page's head. On the server it is collected into the HTML
 * response; in the browser it updates document.head after client-side
 * navigation. It renders nothing, so hydration always matches.
 */
export function Seo(props: HeadData) {
  const context = useRenderContext();
  context?.setHead(props);
  const { title, description, keywords, canonicalPath, type, noindex = false } = props;
  // The same fallback as the server's head (renderHeadTags): every page has a preview picture.
  const image = props.image ?? DEFAULT_SHARE_IMAGE;
  // Primitives, so a new image object with the same picture does not rerun the effect.
  const imageSrc = image.src;
  const imageWidth = image.width && image.height ? String(image.width) : null;
  const imageHeight = image.width && image.height ? String(image.height) : null;
  useEffect(() => {
    document.title = title;
    const origin = window.location.origin;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', keywords);
    // A page reached by client-side navigation from a noindex page (or to one) must say so too.
    setMeta('name', 'robots', noindex ? 'noindex' : null);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('property', 'og:url', canonicalUrl(origin, canonicalPath));
    const imageUrl = absoluteUrl(origin, imageSrc);
    setMeta('property', 'og:image', imageUrl);
    setMeta('name', 'twitter:image', imageUrl);
    setMeta('property', 'og:image:width', imageWidth);
    setMeta('property', 'og:image:height', imageHeight);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = canonicalUrl(origin, canonicalPath);
  }, [title, description, keywords, canonicalPath, imageSrc, imageWidth, imageHeight, type, noindex]);
  return null;
}
