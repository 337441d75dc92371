import { describe, expect, it } from 'vitest';
import { buildMultipartBody, extractFiles, hasFiles } from './extractFiles';

const file = (name: string) => new File(['contenido'], name, { type: 'image/png' });

describe('extractFiles', () => {
  it('replaces files with null and records where each one was', () => {
    const cover = file('portada.png');
    const hero = file('hero.png');
    const { variables, files } = extractFiles({
      input: { title: 'Hola', image: cover },
      changes: [
        { key: 'home_hero_main_image_url', image: hero },
        { key: 'home_hero_title', value: 'Hola' },
      ],
    });
    expect(variables).toEqual({
      input: { title: 'Hola', image: null },
      changes: [
        { key: 'home_hero_main_image_url', image: null },
        { key: 'home_hero_title', value: 'Hola' },
      ],
    });
    expect([...files.entries()]).toEqual([
      [cover, ['variables.input.image']],
      [hero, ['variables.changes.0.image']],
    ]);
  });

  it('finds no files in plain variables', () => {
    expect(hasFiles({ input: { title: 'Hola', image: null, tags: ['a'] } })).toBe(false);
    expect(buildMultipartBody({ query: 'mutation X { x }', operationName: 'X' }, { id: '1' })).toBeNull();
  });
});

describe('buildMultipartBody', () => {
  it('follows the multipart request spec: operations, map, then the files', async () => {
    const pdf = new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' });
    const body = buildMultipartBody(
      {
        query: 'mutation CreateGuide($input: GuideInput!) { createGuide(input: $input) { id } }',
        operationName: 'CreateGuide',
      },
      { input: { title: 'Guía', pdf } },
    );
    expect(body).not.toBeNull();
    const entries = [...(body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(entries[0]?.[1]))).toEqual({
      query: 'mutation CreateGuide($input: GuideInput!) { createGuide(input: $input) { id } }',
      operationName: 'CreateGuide',
      variables: { input: { title: 'Guía', pdf: null } },
    });
    expect(JSON.parse(String(entries[1]?.[1]))).toEqual({ 0: ['variables.input.pdf'] });
    const part = entries[2]?.[1] as File;
    expect(part.name).toBe('guia.pdf');
    expect(await part.text()).toBe('%PDF-1.4');
  });
});
