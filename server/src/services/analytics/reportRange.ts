/** The days a report covers and the period of the same length just before, on the site's clock. */
import { badInput } from '../shared/errors';
import { addDays, daysBetween, isDay } from './siteDay';

export type AnalyticsPeriodValue = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'CUSTOM';

export interface RangeInput {
  period: AnalyticsPeriodValue;
  from?: string | null;
  to?: string | null;
}

export interface ReportRange {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Days in the period (and in the previous one). */
  length: number;
}

const PRESET_DAYS: Record<Exclude<AnalyticsPeriodValue, 'CUSTOM'>, number> = {
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
};

/** A custom range may span at most a year: the chart and the table show one row per day. */
export const MAX_RANGE_DAYS = 366;

export const RANGE_MESSAGES = {
  from: 'Indica una fecha de inicio válida (AAAA-MM-DD).',
  to: 'Indica una fecha de fin válida (AAAA-MM-DD).',
  order: 'La fecha de inicio debe ser anterior o igual a la de fin.',
  future: 'La fecha de fin no puede ser posterior a hoy.',
  tooLong: `El periodo puede abarcar como máximo ${MAX_RANGE_DAYS} días.`,
} as const;

/** The range for the input, ending today for the presets; BAD_USER_INPUT for a custom range that is not one. */
export function reportRange(input: RangeInput, today: string): ReportRange {
  let from: string;
  let to: string;
  if (input.period === 'CUSTOM') {
    from = (input.from ?? '').trim();
    to = (input.to ?? '').trim();
    if (!isDay(from)) throw badInput(RANGE_MESSAGES.from, 'from');
    if (!isDay(to)) throw badInput(RANGE_MESSAGES.to, 'to');
    if (from > to) throw badInput(RANGE_MESSAGES.order, 'from');
    if (to > today) throw badInput(RANGE_MESSAGES.future, 'to');
    if (daysBetween(from, to) > MAX_RANGE_DAYS) throw badInput(RANGE_MESSAGES.tooLong, 'from');
  } else {
    to = today;
    from = addDays(today, -(PRESET_DAYS[input.period] - 1));
  }
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), length };
}
