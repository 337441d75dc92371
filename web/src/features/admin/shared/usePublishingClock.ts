import { useQuery } from '@apollo/client/react';
import { DEFAULT_TIME_ZONE } from '@crecer/domain/schedule';
import { graphql } from '../gql';
import { loadedByRoute } from '../routeData/screenLoader';

export const PublishingClockQuery = graphql(/* GraphQL */ `
  query PublishingClock {
    publishingClock {
      timeZone
      now
    }
  }
`);

export interface PublishingClock {
  /** The site's zone (SITE_TIME_ZONE): schedules are read on it, whatever the phone's own zone. */
  timeZone: string;
  /** Its name as she reads it: 'Hora estándar de Argentina'. */
  zoneName: string;
  /** The site's clock when the form opened, 'YYYY-MM-DDTHH:mm': the picker offers nothing earlier. */
  now: string | null;
}

/** The platform's Spanish name for a zone ('hora estándar de Argentina'), capitalised; the IANA name when it has none. */
export function zoneName(timeZone: string): string {
  const name = new Intl.DateTimeFormat('es-AR', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : timeZone;
}

/** The server's clock for scheduling; until it answers, the default zone (Argentina), which the server judges again. */
export function usePublishingClock(): PublishingClock {
  const { data } = useQuery(PublishingClockQuery, loadedByRoute);
  const timeZone = data?.publishingClock.timeZone ?? DEFAULT_TIME_ZONE;
  return { timeZone, zoneName: zoneName(timeZone), now: data?.publishingClock.now ?? null };
}
