import { useEffect, useRef } from 'react';

/**
 * A counter's text (views, ratings). A page's hydration data is cached apart
 * from its HTML, so the count it holds may be newer than the one on screen.
 * Data that names its version (Cef-Datos-Version, lib/shippedAnswers.ts) is
 * only hydrated when it is the page's own; data without it (a proxy that
 * dropped the header) is hydrated as it comes. For counters, the text most
 * often newer, suppressHydrationWarning keeps that from being a hydration
 * error (React #418: the whole page re-rendered, a tap made meanwhile
 * lost), and since React then leaves the server's text in place, the effect
 * writes the client's value once hydrated. (React sets a lone string child
 * as the element's text, so its later updates find the node written here.)
 */
export function CounterText({ className, children }: { className?: string; children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && element.textContent !== children) element.textContent = children;
  }, [children]);
  return (
    <p ref={ref} className={className} suppressHydrationWarning>
      {children}
    </p>
  );
}
