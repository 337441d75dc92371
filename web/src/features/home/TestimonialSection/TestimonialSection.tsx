import { Blockquote, Container } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import classes from './TestimonialSection.module.css';

/** A single testimonial quote with its author; nothing renders without a quote. */
export function TestimonialSection() {
  const { get } = useSiteConfig();
  const quote = get('home_testimonial_quote');
  const author = get('home_testimonial_author');
  if (!quote) return null;

  return (
    <section className={classes.section} aria-label="Testimonio">
      <Container size="md">
        <Blockquote
          color="teal"
          radius="lg"
          iconSize={44}
          icon={<IconQuote size={24} aria-hidden="true" />}
          cite={author ? `— ${author}` : undefined}
          className={classes.quote}
        >
          {quote}
        </Blockquote>
      </Container>
    </section>
  );
}
