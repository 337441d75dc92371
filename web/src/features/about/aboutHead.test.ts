import { describe, expect, it } from 'vitest';
import { aboutHead } from './aboutHead';

describe('aboutHead', () => {
  it('is a profile page whose Person is the psychologist, with an absolute photo', () => {
    const head = aboutHead('https://crecer.example', '', 'Acompaño a familias', { src: '/storage/me.jpg' });
    expect(head).toMatchObject({
      title: 'Sobre Mí | Crecer en Familia',
      description: 'Acompaño a familias',
      type: 'profile',
      canonicalPath: '/sobre-mi',
    });
    expect(head.jsonLd).toMatchObject({
      '@type': 'Person',
      image: 'https://crecer.example/storage/me.jpg',
      url: 'https://crecer.example/sobre-mi',
    });
  });
});
