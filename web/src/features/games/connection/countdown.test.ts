import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextQuestion, startFlow, type GameQuestionItem, type QuestionFlow } from '../flow/questionFlow';
import { advanceOnExpire } from './advanceOnExpire';
import { CONNECTION_SECONDS, createCountdown, isCountdownUrgent } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connection countdown', () => {
  it('starts at 30 seconds, stopped', () => {
    expect(createCountdown(CONNECTION_SECONDS).getState()).toEqual({ secondsLeft: 30, running: false });
  });

  it('ticks once per second after start', () => {
    const countdown = createCountdown(30);
    countdown.start();
    vi.advanceTimersByTime(999);
    expect(countdown.getState()).toEqual({ secondsLeft: 30, running: true });
    vi.advanceTimersByTime(1);
    expect(countdown.getState().secondsLeft).toBe(29);
    vi.advanceTimersByTime(4000);
    expect(countdown.getState().secondsLeft).toBe(25);
  });

  it('ignores a second start instead of ticking twice as fast', () => {
    const countdown = createCountdown(30);
    countdown.start();
    countdown.start();
    vi.advanceTimersByTime(3000);
    expect(countdown.getState().secondsLeft).toBe(27);
  });

  it('holds still while paused and resumes from there', () => {
    const countdown = createCountdown(30);
    countdown.start();
    vi.advanceTimersByTime(5000);
    countdown.pause();
    vi.advanceTimersByTime(10_000);
    expect(countdown.getState()).toEqual({ secondsLeft: 25, running: false });
    countdown.start();
    vi.advanceTimersByTime(2000);
    expect(countdown.getState().secondsLeft).toBe(23);
  });

  it('resets to the full time, stopped', () => {
    const countdown = createCountdown(30);
    countdown.start();
    vi.advanceTimersByTime(7000);
    countdown.reset();
    vi.advanceTimersByTime(5000);
    expect(countdown.getState()).toEqual({ secondsLeft: 30, running: false });
  });

  it('stops at 0 and reports the expiry once', () => {
    const countdown = createCountdown(30);
    const onExpire = vi.fn();
    const onChange = vi.fn();
    countdown.onExpire(onExpire);
    countdown.subscribe(onChange);
    countdown.start();
    vi.advanceTimersByTime(29_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(countdown.getState()).toEqual({ secondsLeft: 0, running: false });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(31);
    vi.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    countdown.start();
    expect(countdown.getState().running).toBe(false);
  });

  it('turns urgent (red) at 5 seconds or less', () => {
    expect(isCountdownUrgent(6)).toBe(false);
    expect(isCountdownUrgent(5)).toBe(true);
    expect(isCountdownUrgent(0)).toBe(true);
  });
});

describe('connection questions with the countdown', () => {
  const questions: GameQuestionItem[] = ['a', 'b'].map((id) => ({ id, text: id, isTrue: null }));

  it('moves on at 0 with a fresh stopped timer, and ends the game on the last question', () => {
    let flow: QuestionFlow = startFlow(questions, () => 0.999);
    const countdown = createCountdown(30);
    advanceOnExpire(countdown, () => {
      flow = nextQuestion(flow);
    });

    countdown.start();
    vi.advanceTimersByTime(30_000);
    expect(flow.index).toBe(1);
    expect(flow.phase).toBe('playing');
    expect(countdown.getState()).toEqual({ secondsLeft: 30, running: false });

    vi.advanceTimersByTime(60_000);
    expect(flow.index).toBe(1);

    countdown.start();
    vi.advanceTimersByTime(30_000);
    expect(flow.phase).toBe('finished');
  });
});
