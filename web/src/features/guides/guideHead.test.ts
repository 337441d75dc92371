import { describe, expect, it } from 'vitest';
import { guideDescription, guideHead } from './guideHead';

const URL = 'https://crecer.example';
const guide = {
  id: '3',
  title: 'Berrinches',
  description: '',
  price: 4500,
  isFree: false,
  createdAt: 'c',
  updatedAt: 'u',
  category: { name: 'Emociones' },
};

describe('guideHead', () => {
  it('sells paid guides as a Product with an ARS Offer and falls back to the site image', () => {
    const head = guideHead(guide, URL, { src: '/storage/siteassets/guides.png', width: 1200, height: 630 });
    expect(head.image).toEqual({ src: '/storage/siteassets/guides.png', width: 1200, height: 630 });
    expect(head.canonicalPath).toBe('/guias/3');
    expect(head.description).toBe('Guía práctica "Berrinches" sobre Emociones, para acompañar a tu familia.');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      image: `${URL}/storage/siteassets/guides.png`,
      offers: { '@type': 'Offer', price: '4500.00', priceCurrency: 'ARS', url: `${URL}/guias/3` },
    });
  });

  it('describes free guides as a CreativeWork free to read', () => {
    expect(guideHead({ ...guide, isFree: true, price: null }, URL, null).jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      isAccessibleForFree: true,
      author: { '@type': 'Person' },
    });
  });

  it("uses the guide's own description, or names a general topic when it has no category", () => {
    expect(guideDescription({ ...guide, description: '<p>Para  entender</p>' })).toBe('Para entender');
    expect(guideDescription({ ...guide, category: null })).toContain('crianza y familia');
  });
});
