import { describe, expect, it } from 'vitest';
import { pageWindow, type PageWindowItem } from './pageWindow';

/** Compact notation for assertions: numbers for pages, '…' for gaps. */
const compact = (items: PageWindowItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('pageWindow', () => {
  it('is empty when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('lists every page when there are at most five', () => {
    expect(compact(pageWindow(1, 1))).toEqual([1]);
    expect(compact(pageWindow(2, 3))).toEqual([1, 2, 3]);
    expect(compact(pageWindow(5, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds the last page without a gap when it directly follows the window', () => {
    expect(compact(pageWindow(1, 6))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps five numbers near the start and jumps to the last page', () => {
    expect(compact(pageWindow(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(compact(pageWindow(3, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });

  it('centres the window in the middle with gaps on both sides', () => {
    expect(compact(pageWindow(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('omits the gap when the window touches the first page', () => {
    expect(compact(pageWindow(4, 20))).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
  });

  it('slides the window back near the end', () => {
    expect(compact(pageWindow(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(compact(pageWindow(19, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(compact(pageWindow(99, 3))).toEqual([1, 2, 3]);
    expect(compact(pageWindow(-4, 8))).toEqual([1, 2, 3, 4, 5, '…', 8]);
  });

  it('gives the two gaps distinct keys', () => {
    const gaps = pageWindow(10, 20).filter((item) => item.type === 'ellipsis');
    expect(gaps).toEqual([
      { type: 'ellipsis', key: 'start' },
      { type: 'ellipsis', key: 'end' },
    ]);
  });
});
