// A logo or avatar chosen by the user: what the file is comes from its bytes (a text file named x.png is not a PNG),
// and where the browser can, from decoding it; the data URL names the type the bytes really are.
import { sniffImage, type ImageInfo } from '@/validation/imageContent';

export interface ChosenImage extends ImageInfo {
  dataUrl: string;
}

function read(blob: Blob, as: 'buffer' | 'dataUrl'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'buffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

/** Whether the browser decodes the image (true where it cannot tell). */
async function decodes(blob: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(blob);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** The PNG or JPEG image in `file` as a data URL with its size, or null when the file is no such image. */
export async function readImageFile(file: Blob): Promise<ChosenImage | null> {
  const bytes = new Uint8Array((await read(file, 'buffer')) as ArrayBuffer);
  const image = sniffImage(bytes);
  if (!image) return null;
  const typed = new Blob([bytes], { type: image.type });
  if (!(await decodes(typed))) return null;
  return { ...image, dataUrl: String(await read(typed, 'dataUrl')) };
}
