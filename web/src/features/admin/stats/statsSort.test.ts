import { describe, expect, it } from 'vitest';
import { DEFAULT_STATS_SORT, nextSort } from './statsSort';

describe('nextSort', () => {
  it('starts newest first and flips the direction when the same key is clicked again', () => {
    expect(DEFAULT_STATS_SORT).toEqual({ key: 'CREATED_AT', direction: 'DESC' });
    const byViews = nextSort(DEFAULT_STATS_SORT, 'VIEWS');
    expect(byViews).toEqual({ key: 'VIEWS', direction: 'DESC' });
    expect(nextSort(byViews, 'VIEWS')).toEqual({ key: 'VIEWS', direction: 'ASC' });
    expect(nextSort(byViews, 'TITLE')).toEqual({ key: 'TITLE', direction: 'ASC' });
  });
});
