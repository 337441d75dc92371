import { describe, expect, it } from 'vitest';
import type { CampaignCounts } from './campaignProgress';
import {
  allowedActions,
  anyRunning,
  campaignPercent,
  campaignProgressText,
  finishTimeText,
  RETRIES_TEXT,
  WAITING_TEXT,
} from './campaignProgress';

const started: CampaignCounts = {
  startedAt: '2026-11-27T10:00:00Z',
  total: 4,
  sent: 0,
  failed: 0,
  finished: false,
  state: 'SENDING',
  sendingUntil: null,
};
const waiting: CampaignCounts = { ...started, startedAt: null, state: 'WAITING' };
// 10:00 in Buenos Aires (UTC-3).
const NOW = new Date('2026-11-27T13:00:00Z');

describe('campaign progress', () => {
  it('reads as the admin shows it', () => {
    expect(campaignProgressText(waiting, NOW)).toBe(WAITING_TEXT);
    expect(WAITING_TEXT).toBe('Esperando la publicación del artículo');
    expect(campaignProgressText({ ...started, sent: 2 }, NOW)).toBe('Enviando: Enviados 2 de 4');
    expect(campaignProgressText({ ...started, sent: 2, sendingUntil: '2026-11-27T13:20:00Z' }, NOW)).toBe(
      'Enviando: Enviados 2 de 4 · termina hacia las 10:20',
    );
    expect(campaignProgressText({ ...started, sent: 1, state: 'PAUSED' }, NOW)).toBe('En pausa: Enviados 1 de 4');
    expect(campaignProgressText({ ...started, sent: 1, state: 'CANCELLED', finished: true }, NOW)).toBe(
      'Cancelado: se enviaron 1 de 4',
    );
    expect(campaignProgressText({ ...started, sent: 4, finished: true }, NOW)).toBe('Enviados 4 de 4');
    expect(campaignProgressText({ ...started, sent: 3, failed: 1, finished: true }, NOW)).toBe(
      'Enviados 3 de 4 · 1 sin enviar',
    );
  });

  it('says why a send past its last moment is not done yet (a restart or a refused address), not a past time', () => {
    const overdue = { ...started, sent: 819, total: 1000, sendingUntil: '2026-11-27T12:58:00Z' };
    expect(campaignProgressText(overdue, NOW)).toBe(`Enviando: Enviados 819 de 1000 · ${RETRIES_TEXT}`);
    expect(RETRIES_TEXT).toMatch(/^algunos e-mails esperan un reintento: si el servidor se reinició/);
    // The last e-mail is a few seconds late at most: nothing to explain yet.
    expect(campaignProgressText({ ...overdue, sendingUntil: '2026-11-27T12:59:50Z' }, NOW)).toBe(
      'Enviando: Enviados 819 de 1000',
    );
  });

  it("says when a send ends on the site's clock, with the day when it is not today", () => {
    expect(finishTimeText('2026-11-27T20:05:00Z', NOW)).toBe('termina hacia las 17:05');
    expect(finishTimeText('2026-11-28T04:30:00Z', NOW)).toMatch(/^termina hacia el 28 nov\.? a las 01:30$/);
    // Unknown or already past: nothing to promise.
    expect(finishTimeText(null, NOW)).toBeNull();
    expect(finishTimeText('2026-11-27T12:59:00Z', NOW)).toBeNull();
  });

  it('counts what is done, sent or given up', () => {
    expect(campaignPercent(waiting)).toBe(0);
    expect(campaignPercent({ ...started, sent: 1, failed: 1 })).toBe(50);
    expect(campaignPercent({ ...started, total: 0, finished: true })).toBe(100);
  });

  it('keeps polling only while a send is under way', () => {
    expect(anyRunning([waiting])).toBe(false);
    expect(anyRunning([{ ...started, finished: true }, started])).toBe(true);
    expect(anyRunning([{ ...started, state: 'PAUSED' }])).toBe(false);
    expect(anyRunning([{ ...started, state: 'CANCELLED', finished: true }])).toBe(false);
    expect(anyRunning([])).toBe(false);
  });

  it('offers pause, resume and cancel as the state allows', () => {
    expect(allowedActions(waiting)).toEqual({ pause: false, resume: false, cancel: true });
    expect(allowedActions(started)).toEqual({ pause: true, resume: false, cancel: true });
    expect(allowedActions({ ...started, state: 'PAUSED' })).toEqual({ pause: false, resume: true, cancel: true });
    expect(allowedActions({ ...started, finished: true })).toEqual({ pause: false, resume: false, cancel: false });
    expect(allowedActions({ ...started, state: 'CANCELLED', finished: true })).toEqual({
      pause: false,
      resume: false,
      cancel: false,
    });
  });
});
