import { describe, expect, it } from 'vitest';
import { changedTexts, changesToSave, isDraftDirty, pickKnown, snapshotFrom } from './settingsDraft';

describe('settings draft', () => {
  const snapshot = snapshotFrom(
    ['home_hero_title', 'home_hero_main_image_url', 'footer_title'],
    [
      { key: 'home_hero_title', effectiveValue: 'Hola' },
      { key: 'home_hero_main_image_url', effectiveValue: '/storage/siteassets/a.png' },
      { key: 'footer_title', effectiveValue: null },
    ],
  );

  it('shows the effective value of every key, empty when there is none', () => {
    expect(snapshot).toEqual({
      home_hero_title: 'Hola',
      home_hero_main_image_url: '/storage/siteassets/a.png',
      footer_title: '',
    });
  });

  it('is clean until a value differs or an image change is pending', () => {
    expect(isDraftDirty(snapshot, { ...snapshot }, {})).toBe(false);
    expect(isDraftDirty(snapshot, { ...snapshot, footer_title: 'Pie' }, {})).toBe(true);
    expect(isDraftDirty(snapshot, { ...snapshot }, { home_hero_main_image_url: { kind: 'remove' } })).toBe(true);
  });

  it('sends only what changed: new values, new images and null for removed images', () => {
    const image = new File(['x'], 'hero.png', { type: 'image/png' });
    expect(changesToSave(snapshot, { ...snapshot }, {})).toEqual([]);
    expect(
      changesToSave(
        snapshot,
        { ...snapshot, home_hero_title: 'Nuevo', footer_title: '' },
        {
          home_hero_main_image_url: { kind: 'file', file: image },
        },
      ),
    ).toEqual([
      { key: 'home_hero_title', value: 'Nuevo' },
      { key: 'home_hero_main_image_url', image },
    ]);
    expect(changesToSave(snapshot, { ...snapshot }, { home_hero_main_image_url: { kind: 'remove' } })).toEqual([
      { key: 'home_hero_main_image_url', value: null },
    ]);
  });

  it('keeps only the changed texts in a browser draft, and recovers only keys the editor has', () => {
    const saved = { a: 'uno', b: 'dos' };
    expect(changedTexts(saved, { a: 'uno', b: 'tres' })).toEqual({ b: 'tres' });
    expect(changedTexts(saved, { ...saved })).toEqual({});
    expect(pickKnown(saved, { b: 'tres', gone: 'x' })).toEqual({ b: 'tres' });
  });
});
