// What an uploaded logo or avatar really is, read from its bytes (not from its name or declared type): a PNG or a
// JPEG with its pixel size, or nothing. Shared by the console (the chosen file) and the mock (the data URL it gets).

export type ImageType = 'image/png' | 'image/jpeg';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/** Logos and avatars are shown at 200×200 px; another size is accepted, and the user is told. */
export const RECOMMENDED_IMAGE_SIZE = { width: 200, height: 200 } as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number): number => (b[at] << 8) | b[at + 1];
const u32 = (b: Uint8Array, at: number): number =>
  ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];

function png(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 33 || PNG_SIGNATURE.some((v, i) => bytes[i] !== v)) return null;
  // The first chunk is IHDR, 13 bytes long: width and height first.
  const ihdr = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  if (u32(bytes, 8) !== 13 || ihdr !== 'IHDR') return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { type: 'image/png', width, height } : null;
}

/** Start-of-frame markers (baseline, progressive, lossless…): they carry the size. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    // The image data starts (or the file ends) before any frame header: not an image.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** The image in these bytes, PNG or JPEG, with its size; null for anything else (text, GIF, a broken header). */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes);
}

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/;

/** The image a `data:image/png|jpeg;base64,` URL holds: null when its bytes are not that type of image. */
export function dataUrlImage(dataUrl: string): ImageInfo | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const image = sniffImage(bytes);
  return image && image.type === match[1] ? image : null;
}

/** Whether the image has the recommended size. */
export const hasRecommendedSize = (image: Pick<ImageInfo, 'width' | 'height'>): boolean =>
  image.width === RECOMMENDED_IMAGE_SIZE.width && image.height === RECOMMENDED_IMAGE_SIZE.height;
