/**
 * @jest-environment node
 */
// Logo and avatar content (issue 27, item 7): what a file is comes from its bytes, not from its name or type.
import { dataUrlImage, hasRecommendedSize, sniffImage } from '@/validation/imageContent';
import { dataUrl, jpegHeader, pngImage } from '../../support/images';

describe('sniffImage', () => {
  it('reads a PNG and its size', () => {
    expect(sniffImage(pngImage(200, 200))).toEqual({ type: 'image/png', width: 200, height: 200 });
    expect(sniffImage(pngImage(320, 64))).toEqual({ type: 'image/png', width: 320, height: 64 });
  });

  it('reads a JPEG and its size from its frame header', () => {
    expect(sniffImage(jpegHeader(200, 150))).toEqual({ type: 'image/jpeg', width: 200, height: 150 });
  });

  it('refuses text, a GIF and a PNG signature without its header', () => {
    expect(sniffImage(Buffer.from('hello, I am not an image\n'))).toBeNull();
    expect(sniffImage(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });
});

describe('dataUrlImage', () => {
  it('is the image when the bytes are the declared type', () => {
    expect(dataUrlImage(dataUrl('image/png', pngImage(200, 200)))).toMatchObject({ type: 'image/png' });
    expect(dataUrlImage(dataUrl('image/jpeg', jpegHeader(10, 10)))).toMatchObject({ width: 10, height: 10 });
  });

  it('is null for text sent as a PNG, and for bytes of another type than declared', () => {
    expect(dataUrlImage(dataUrl('image/png', 'just some text'))).toBeNull();
    expect(dataUrlImage(dataUrl('image/jpeg', pngImage(2, 2)))).toBeNull();
    expect(dataUrlImage('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(dataUrlImage('not a data url')).toBeNull();
  });
});

describe('hasRecommendedSize', () => {
  it('is 200 × 200', () => {
    expect(hasRecommendedSize({ width: 200, height: 200 })).toBe(true);
    expect(hasRecommendedSize({ width: 400, height: 400 })).toBe(false);
  });
});
