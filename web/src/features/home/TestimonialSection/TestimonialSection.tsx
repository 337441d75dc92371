import { Blockquote, type BlockquoteProps } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import ui from '../../../components/Plain/Plain.module.css';
import classes from './TestimonialSection.module.css';

/**
 * No `color`/`radius` props: Mantine 9 writes them onto the <blockquote> as attributes HTML
 * does not have. The colour is the theme's primary (teal) by default; the radius goes
 * through Blockquote's CSS variable.
 */
const QUOTE_VARS: BlockquoteProps['vars'] = () => ({ root: { '--bq-radius': 'var(--mantine-radius-lg)' } });

/** A single testimonial quote with its author; nothing renders without a quote. */
export function TestimonialSection() {
  const { get } = useSiteConfig();
  const quote = get('home_testimonial_quote');
  const author = get('home_testimonial_author');
  if (!quote) return null;

  return (
    <section className={classes.section} aria-label="Testimonio">
      <div className={`${ui.container} ${ui.containerMd}`}>
        <Blockquote
          vars={QUOTE_VARS}
          iconSize={44}
          icon={<IconQuote size={24} aria-hidden="true" />}
          cite={author ? `— ${author}` : undefined}
          className={classes.quote}
          classNames={{ icon: classes.icon }}
        >
          {quote}
        </Blockquote>
      </div>
    </section>
  );
}
