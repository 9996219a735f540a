import pLimit from 'p-limit';
import type sharpType from 'sharp';
import { avatarPicture, avatarSide } from '../../../common/api/accounts.js';
import { detectFileType } from '../drive/drive.public.js';
import { AppError } from '../../errors.js';
import { loadOptionalPackage } from '../../integrations/optional-package.js';

const acceptedTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Pictures decoded at once by this process. A 25-megapixel PNG decodes to about 100 MB, so the
 * memory of picture work stays near 200 MB however many uploads arrive together; the rest wait.
 */
export const imageWorkConcurrency = 2;
export const imageWork = pLimit(imageWorkConcurrency);

/** Refuses a picture whose header states a size the avatar rules do not take. */
export function checkAvatarDimensions(width: number, height: number): void {
  const { maxPixels, maxSide, maxAspect } = avatarPicture;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (short >= 1 && long <= maxSide && width * height <= maxPixels && long <= short * maxAspect)
    return;
  throw new AppError('image_dimensions', {
    width,
    height,
    megapixels: maxPixels / 1_000_000,
    maxSide,
    maxAspect,
  });
}

/**
 * The square WebP kept for an uploaded picture: the bytes must start like a PNG, JPEG, WebP or
 * GIF whatever the declared type says; its header must state a size within `avatarPicture`
 * before a pixel is decoded; then sharp decodes it (a file that only starts like an image fails
 * here), turns it upright, crops the centre square and scales it to avatarSide. Metadata
 * (camera, GPS) is dropped because sharp writes none unless asked.
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer> {
  const type = detectFileType(bytes.subarray(0, 512));
  if (!type || !acceptedTypes.has(type.mime))
    throw new AppError('unsupported_file_type', { kind: 'image' });
  return imageWork(() => decodeSquare(bytes));
}

async function decodeSquare(bytes: Buffer): Promise<Buffer> {
  // libvips weighs tens of MB resident; it is loaded with the first picture, not at start.
  const sharp = loadOptionalPackage<typeof sharpType>('sharp');
  const options = { limitInputPixels: avatarPicture.maxPixels, animated: false };
  // metadata() reads the header only; an unreadable header is not an image.
  const meta = await sharp(bytes, options)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw new AppError('unsupported_file_type', { kind: 'image' });
  checkAvatarDimensions(meta.width, meta.height);
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(avatarSide, avatarSide, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_file_type', { kind: 'image' });
  }
}
