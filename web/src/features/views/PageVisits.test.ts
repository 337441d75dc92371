import { describe, expect, it } from 'vitest';
import { pathToCount } from './PageVisits';

describe('pages counted on navigation inside the app', () => {
  it('counts a new page that shows no article or guide', () => {
    expect(pathToCount('/articulos/4', '/juegos')).toBe('/juegos');
    expect(pathToCount('/', '/articulos')).toBe('/articulos');
  });

  it('leaves out the page already shown, articles and guides, and the admin', () => {
    expect(pathToCount('/articulos', '/articulos')).toBeNull();
    expect(pathToCount('/', '/articulos/12')).toBeNull();
    expect(pathToCount('/', '/guias/3')).toBeNull();
    expect(pathToCount('/', '/admin/vista-previa/articulos/3')).toBeNull();
  });
});
