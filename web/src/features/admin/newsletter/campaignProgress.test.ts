import { describe, expect, it } from 'vitest';
import { anyRunning, campaignPercent, campaignProgressText, WAITING_TEXT } from './campaignProgress';

const started = { startedAt: '2026-11-27T10:00:00Z', total: 4, sent: 0, failed: 0, finished: false };

describe('campaign progress', () => {
  it('reads as the admin shows it', () => {
    expect(campaignProgressText({ ...started, startedAt: null })).toBe(WAITING_TEXT);
    expect(campaignProgressText({ ...started, sent: 2 })).toBe('Enviados 2 de 4');
    expect(campaignProgressText({ ...started, sent: 3, failed: 1, finished: true })).toBe(
      'Enviados 3 de 4 · 1 sin enviar',
    );
  });

  it('counts what is done, sent or given up', () => {
    expect(campaignPercent({ ...started, startedAt: null })).toBe(0);
    expect(campaignPercent({ ...started, sent: 1, failed: 1 })).toBe(50);
    expect(campaignPercent({ ...started, total: 0, finished: true })).toBe(100);
  });

  it('keeps polling only while a started campaign is unfinished', () => {
    expect(anyRunning([{ ...started, startedAt: null }])).toBe(false);
    expect(anyRunning([{ ...started, finished: true }, started])).toBe(true);
    expect(anyRunning([])).toBe(false);
  });
});
