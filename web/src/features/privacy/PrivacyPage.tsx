import { Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NEWSLETTER_LIMITS } from '@crecer/domain/newsletterRules';
import { Link } from 'react-router-dom';
import { EmailAddress } from '../../components/EmailAddress/EmailAddress';
import { paths } from '../../config/paths';
import { simpleHead } from '../../head/pageHeads';
import { definePage } from '../../lib/page/definePage';
import { NEWSLETTER_PRIVACY } from '../newsletter/newsletterPrivacy';
import { useSiteConfig } from '../siteConfig/useSiteConfig';
import classes from './PrivacyPage.module.css';

export const PRIVACY_TITLE = 'Privacidad';
export const PRIVACY_DESCRIPTION =
  'Qué datos guarda Crecer en Familia y para qué: visitas contadas por día, sin cookies de publicidad ni terceros, y cómo pedir que borremos los tuyos.';

/*
 * Every sentence here must stay true of the server: the daily totals and the
 * visitor hashes deleted after two days
 * (services/analytics/), the cef_visitor cookie (services/visitors/visitorId.ts),
 * ratings, contact, newsletter and orders (drizzle/schema/).
 */

/** What the site counts to know what families read, as the daily analytics tables keep it. */
export const COUNTED = [
  'Cuántas páginas se ven y cuántas personas visitan el sitio cada día. Para contar a cada persona una sola vez por día usamos una huella cifrada de su conexión, mezclada con una clave nueva cada día; esa huella se borra a los dos días. Solo se guardan los totales de cada día.',
  'De dónde llegan las visitas: el nombre del sitio que te trajo (por ejemplo Google, WhatsApp o Instagram) y las etiquetas de campaña (utm) del enlace, si las tiene.',
  'Lo que se busca en el sitio: la palabra buscada y cuántos resultados tuvo, no quién la buscó.',
  "Los juegos que se empiezan y se terminan, los clics en 'Comprar' y las compras de cada guía, y las descargas de las guías gratuitas: cuántas veces, nunca quién.",
] as const;

export const NO_TRACKING =
  'No usamos cookies de publicidad ni de seguimiento, y ninguna empresa externa cuenta tus visitas: todo se cuenta en este sitio y no se comparte con nadie.';

export const VISITOR_COOKIE_TEXT =
  'Como visitante recibes una sola cookie, cef_visitor: un número al azar, sin tu nombre ni tu e-mail, que dura un año. Sirve para que tu calificación de cada artículo o guía sea una sola (y puedas cambiarla) y para no contar dos veces tu lectura.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <Title order={2} className={classes.heading}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

/** /privacidad: what the site keeps about a visit, in plain words for families. */
function PrivacyPage() {
  const { get } = useSiteConfig();
  const email = get('footer_contact_email');
  const contactForm = (
    <Link to={paths.aboutMe.getHref()} className={classes.link}>
      el formulario de contacto de Sobre Mí
    </Link>
  );

  return (
    <Container size="sm" py={48}>
      <Stack gap="xl" className={classes.page}>
        <Stack gap="xs">
          <Title order={1} className={classes.title}>
            {PRIVACY_TITLE}
          </Title>
          <Text fz="lg" c="gray.7">
            Este sitio es para acompañar a las familias, y queremos que lo uses con tranquilidad. Aquí te contamos, en
            pocas palabras, qué guarda y para qué.
          </Text>
        </Stack>

        <Section title="Qué contamos para saber qué leen las familias">
          <List spacing="sm">
            {COUNTED.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text>
            Para no contar dos veces la misma visita, el sitio recuerda tu conexión un rato y la borra al día siguiente.
            Como cualquier servidor, también anota cada pedido con tu dirección de conexión en sus registros técnicos,
            para resolver fallas y frenar abusos.
          </Text>
        </Section>

        <Section title="Cookies y terceros">
          <Text>{NO_TRACKING}</Text>
          <Text>{VISITOR_COOKIE_TEXT}</Text>
          <Text>
            Si en Sobre Mí ves el calendario para pedir turno, ese calendario es de otro servicio y se carga desde allí.
          </Text>
        </Section>

        <Section title="Calificaciones">
          <Text>
            Cuando calificas un artículo o una guía guardamos tus estrellas y la fecha junto al número al azar de tu
            cookie, nada más. En el sitio solo se ve el promedio y cuántas calificaciones hay.
          </Text>
        </Section>

        <Section title="Mensajes de contacto">
          <Text>
            Si me escribes, guardamos tu nombre, tu e-mail y tu mensaje, que también me llega por e-mail, para poder
            responderte. Quedan guardados hasta que los borro.
          </Text>
        </Section>

        <Section title="Newsletter">
          <Text>
            {NEWSLETTER_PRIVACY} Si no confirmas la suscripción, la borramos a los {NEWSLETTER_LIMITS.confirmDays} días.
            Al darte de baja solo queda una huella cifrada de la dirección, que no permite leerla, para no volver a
            agregarla por error.
          </Text>
        </Section>

        <Section title="Compras">
          <Text>
            Los pagos se hacen en Mercado Pago: tus datos de pago y de contacto los recibe Mercado Pago, no este sitio.
            Aquí guardamos solo el pedido: la guía, el precio, el estado del pago, su número en Mercado Pago y la fecha.
          </Text>
        </Section>

        <Section title="Borrar tus datos">
          <Text>
            Si quieres que borremos algo tuyo (un mensaje o tu suscripción), escríbenos
            {email ? (
              <>
                {' a '}
                <a href={`mailto:${email}`} className={classes.link}>
                  <EmailAddress address={email} />
                </a>
                {' o usa '}
              </>
            ) : (
              ' con '
            )}
            {contactForm}.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}

/** Static text; its only data is the layout's (the contact e-mail in the site configuration). */
export const privacyPage = definePage({
  queries: () => ({}),
  Component: PrivacyPage,
  head: ({ site }) =>
    simpleHead(PRIVACY_TITLE, paths.privacy.getHref(), {
      description: PRIVACY_DESCRIPTION,
      image: site.image('site_og_image_url'),
    }),
});
