import { Alert, Title } from '@mantine/core';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import classes from './AppointmentCalendar.module.css';

/** Only web addresses are embedded; anything else counts as no calendar at all. */
function embeddableUrl(value: string): string | null {
  const url = value.trim();
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The booking calendar (400 px high), shown only when about_me_show_calendar is exactly 'true'. */
export function AppointmentCalendar() {
  const { get } = useSiteConfig();
  if (get('about_me_show_calendar') !== 'true') return null;
  const title = get('about_me_calendar_title');
  const url = embeddableUrl(get('about_me_calendar_url'));

  return (
    <section aria-labelledby="calendario-titulo">
      <Title order={2} id="calendario-titulo" ta="center" mb="lg">
        {title || 'Agenda tu consulta'}
      </Title>
      {url ? (
        <iframe
          src={url}
          title={title || 'Calendario para agendar citas'}
          height={400}
          loading="lazy"
          className={classes.frame}
        />
      ) : (
        <Alert color="yellow" variant="light">
          El calendario para agendar citas no está disponible en este momento. Por favor, intente más tarde.
        </Alert>
      )}
    </section>
  );
}
