import { describe, expect, it } from 'vitest';
import { sharePicture } from './sharePicture';

describe('the picture a link preview shows of an upload', () => {
  it('is its JPEG copy with the copy’s size when there is one, else the original with its own', () => {
    const jpeg = { url: '/storage/siteassets/logo.copy-a1b2c3.jpg', width: 960, height: 480 };
    expect(sharePicture('/storage/siteassets/logo.png', { width: 2000, height: 1000, jpeg })).toEqual({
      src: jpeg.url,
      width: 960,
      height: 480,
    });
    expect(sharePicture('/storage/siteassets/logo.png', { width: 2000, height: 1000, jpeg: null })).toEqual({
      src: '/storage/siteassets/logo.png',
      width: 2000,
      height: 1000,
    });
    expect(sharePicture('https://otro.example/foto.jpg', undefined)).toEqual({
      src: 'https://otro.example/foto.jpg',
      width: undefined,
      height: undefined,
    });
  });
});
