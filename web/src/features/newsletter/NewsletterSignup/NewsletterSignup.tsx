import { Button } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, newsletterEmailShapeError } from '@crecer/domain/newsletterRules';
import ui from '../../../components/Plain/Plain.module.css';
import { Honeypot } from '../../../components/Honeypot/Honeypot';
import { PlainTextInput } from '../../../components/PlainField/PlainTextInput';
import { useSubscribeToNewsletter } from '../useSubscribeToNewsletter';
import classes from './NewsletterSignup.module.css';
import { NEWSLETTER_PRIVACY } from '../newsletterPrivacy';

export const NEWSLETTER_TITLE = 'Recibe los nuevos artículos por e-mail';
export { NEWSLETTER_PRIVACY };

interface NewsletterSignupProps {
  /** The heading's level in the page's outline (h2 on home, h2 after an article's h1). */
  headingLevel?: 2 | 3;
}

/**
 * The subscribe box (double opt-in: the server e-mails a confirmation link).
 * Plain elements and Mantine's Button only, as the list filters: it is on the
 * first load of every article page. Render it only when newsletterEnabled.
 */
export function NewsletterSignup({ headingLevel = 2 }: NewsletterSignupProps) {
  const titleId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const { subscribe, sending } = useSubscribeToNewsletter();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailShapeError(email);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    const result = await subscribe(email, website);
    if (result.ok) setSubscribed(true);
    else {
      setError(result.message);
      input.current?.focus();
    }
  };

  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <div className={`${ui.container} ${ui.containerSm}`}>
        <div className={classes.box}>
          <Heading id={titleId} className={`${ui.title} ${ui.h3} ${classes.title}`}>
            {NEWSLETTER_TITLE}
          </Heading>
          {subscribed ? (
            <p role="status" className={`${ui.text} ${classes.done}`}>
              {NEWSLETTER_MESSAGES.subscribed}
            </p>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} className={classes.form}>
              <div className={classes.field}>
                <PlainTextInput
                  ref={input}
                  label="Tu e-mail"
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  maxLength={NEWSLETTER_LIMITS.email}
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                {error && (
                  <p id={errorId} className={classes.error}>
                    {error}
                  </p>
                )}
              </div>
              <Honeypot value={website} onChange={setWebsite} />
              <Button type="submit" loading={sending} className={classes.button}>
                Suscribirme
              </Button>
            </form>
          )}
          <p className={`${ui.text} ${ui.sm} ${classes.privacy}`}>{NEWSLETTER_PRIVACY}</p>
        </div>
      </div>
    </section>
  );
}
