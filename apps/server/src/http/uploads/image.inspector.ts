import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { imageTypes, type FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { formatCount, notAccepted, type Inspection } from './inspection';

/**
 * An image is known by its signature and measured from its header (image-size reads the
 * declared width and height, it decodes no pixels), so an image that would take gigabytes
 * to draw is refused before anything draws it.
 */
export async function inspectImage(buffer: Buffer, rule: FileRule): Promise<Inspection> {
  const detected = await fileTypeFromBuffer(buffer).catch(() => undefined);
  const isImage =
    detected !== undefined && (imageTypes as readonly string[]).includes(detected.mime);
  if (!isImage || !rule.accept.includes(detected.mime)) return notAccepted(rule);
  let size: { width: number; height: number };
  try {
    // image-size reads through the whole memory under a view, past its end (Node pools small
    // buffers), so it is given a copy holding exactly the file's bytes.
    size = imageSize(new Uint8Array(buffer));
  } catch {
    return new ApiProblem(415, 'The image could not be read');
  }
  // A header cut short reads as NaN, which no comparison below would catch.
  if (!(size.width >= 1 && size.height >= 1))
    return new ApiProblem(415, 'The image could not be read');
  const { maxWidth, maxHeight, maxPixels } = rule.caps.image;
  if (size.width > maxWidth || size.height > maxHeight) {
    return new ApiProblem(
      413,
      `The image is larger than ${formatCount(maxWidth)} x ${formatCount(maxHeight)} pixels`,
    );
  }
  if (size.width * size.height > maxPixels)
    return new ApiProblem(413, `The image has more than ${formatCount(maxPixels)} pixels`);
  return { contentType: detected.mime, extension: detected.ext };
}
