import { describe, expect, it } from 'vitest';
import { contentCaps, fileRules, type FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { smallPng } from '../../test-support/images';
import { pngDeclaring } from '../../test-support/upload-files';
import { inspectImage } from './image.inspector';

const rule = fileRules.guillocheImage;
const outcome = async (bytes: Buffer, withRule: FileRule = rule) => {
  const result = await inspectImage(bytes, withRule);
  return result instanceof ApiProblem ? { status: result.status, title: result.title } : result;
};

describe('image inspector', () => {
  it('accepts a PNG by its signature and reads its size from the header', async () => {
    expect(await outcome(smallPng())).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(await outcome(pngDeclaring(10_000, 4_000))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
  });

  it.each([
    ['16000 x 16000', 16_000, 16_000],
    ['a header declaring 100000 x 100000', 100_000, 100_000],
    ['one pixel too wide', 10_001, 1],
    ['one pixel too tall', 1, 10_001],
  ])('refuses %s with 413 before decoding anything', async (_name, width, height) => {
    expect(await outcome(pngDeclaring(width, height))).toEqual({
      status: 413,
      title: 'The image is larger than 10,000 x 10,000 pixels',
    });
  });

  it('refuses more pixels than the cap even within the width and height', async () => {
    expect(await outcome(pngDeclaring(10_000, 4_001))).toEqual({
      status: 413,
      title: 'The image has more than 40,000,000 pixels',
    });
    const tight: FileRule = {
      ...rule,
      caps: { ...contentCaps, image: { maxWidth: 100, maxHeight: 100, maxPixels: 50 } },
    };
    expect(await outcome(pngDeclaring(10, 6), tight)).toEqual({
      status: 413,
      title: 'The image has more than 50 pixels',
    });
  });

  it.each([
    [
      'SVG, which can carry script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s with 415', async (_name, bytes) => {
    expect(await outcome(bytes)).toEqual({
      status: 415,
      title: 'The file must be an image (PNG, JPEG, GIF, WebP or BMP)',
    });
  });

  it('refuses a PNG whose header is cut short as unreadable', async () => {
    expect(await outcome(smallPng().subarray(0, 20))).toEqual({
      status: 415,
      title: 'The image could not be read',
    });
  });
});
