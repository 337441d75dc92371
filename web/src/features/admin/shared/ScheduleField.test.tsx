import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScheduleField } from './ScheduleField';

const clock = {
  timeZone: 'America/Argentina/Buenos_Aires',
  zoneName: 'Hora estándar de Argentina',
  now: '2026-11-27T09:00',
};

const render = (value: string) =>
  renderToString(
    <MantineProvider>
      <ScheduleField value={value} onChange={() => {}} clock={clock} />
    </MantineProvider>,
  );

describe('ScheduleField', () => {
  it('reads the chosen moment back in Spanish beside the picker', () => {
    const html = render('2026-11-28T10:30');
    expect(html).toContain('type="datetime-local"');
    expect(html).toMatch(/aria-live="polite"[^>]*>Se publicará el sábado 28 de noviembre a las 10:30</);
  });

  it('reads nothing back for a moment already past, which the field says is wrong', () => {
    expect(render('2020-01-01T10:00')).not.toContain('Se publicará');
    expect(render(clock.now)).not.toContain('Se publicará');
  });

  it('reads nothing back before she picks a moment', () => {
    expect(render('')).not.toContain('Se publicará');
  });
});
