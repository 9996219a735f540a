import type sharpType from 'sharp';
import { avatarSide } from '../../../common/api/accounts.js';
import { detectFileType } from '../drive/drive.public.js';
import { AppError } from '../../errors.js';
import { loadOptionalPackage } from '../../integrations/optional-package.js';

const acceptedTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * The square WebP kept for an uploaded picture: the bytes must start like a PNG, JPEG, WebP or
 * GIF whatever the declared type says, then sharp decodes them (a file that only starts like an
 * image fails here), turns it upright, crops the centre square and scales it to avatarSide.
 * Metadata (camera, GPS) is dropped because sharp writes none unless asked.
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer> {
  const type = detectFileType(bytes.subarray(0, 512));
  if (!type || !acceptedTypes.has(type.mime))
    throw new AppError('unsupported_file_type', { kind: 'image' });
  // libvips weighs tens of MB resident; it is loaded with the first picture, not at start.
  const sharp = loadOptionalPackage<typeof sharpType>('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(avatarSide, avatarSide, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_file_type', { kind: 'image' });
  }
}
