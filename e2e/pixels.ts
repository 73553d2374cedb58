import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** An 8-bit RGBA image: `data` holds width × height × 4 bytes, row by row. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of the 8-bit colour types: grey, RGB, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes a PNG as Chromium writes screenshots: 8-bit grey, RGB or RGBA (with or without alpha),
 * not interlaced. Throws on anything else, naming it.
 *
 * @example
 * const { width, height, data } = decodePng(await page.screenshot());
 */
export function decodePng(png: Buffer): Rgba {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let header: { width: number; height: number; depth: number; type: number; interlace: number } = {
    width: 0,
    height: 0,
    depth: 0,
    type: -1,
    interlace: 0,
  };
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        type: body[9]!,
        interlace: body[12]!,
      };
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = CHANNELS[header.type];
  if (header.depth !== 8 || channels === undefined || header.interlace !== 0)
    throw new Error(
      `unsupported PNG: depth ${header.depth}, colour type ${header.type}, interlace ${header.interlace}`,
    );
  const { width, height } = header;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[row + x - channels]! : 0;
      const b = y > 0 ? pixels[row - stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[row - stride + x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`PNG row ${y}: unknown filter ${filter}`);
      pixels[row + x] = (line[x]! + predicted) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    const grey = channels <= 2;
    data[i * 4] = pixels[j]!;
    data[i * 4 + 1] = grey ? pixels[j]! : pixels[j + 1]!;
    data[i * 4 + 2] = grey ? pixels[j]! : pixels[j + 2]!;
    data[i * 4 + 3] = channels === 2 ? pixels[j + 1]! : channels === 4 ? pixels[j + 3]! : 255;
  }
  return { width, height, data };
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const named = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(named));
  return Buffer.concat([length, named, crc]);
}

/** Encodes an RGBA image as a PNG (no filtering), e.g. to attach a diff to a test report. */
export function encodePng({ width, height, data }: Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PixelComparison {
  /** Pixels whose colour differs by more than the tolerance in any channel, over all pixels. */
  mismatchRatio: number;
  mismatched: number;
  total: number;
  /** The second image, greyed, with the mismatched pixels in red. */
  diff: Rgba;
}

export interface CompareOptions {
  /** How far a channel may move and still match (anti-aliasing, colour rounding). */
  tolerance?: number;
  /** Pixels along each edge left out (a frame's border and rounded corners). */
  inset?: number;
}

/**
 * Compares two renders of the same size pixel by pixel. A pixel matches when no channel differs
 * by more than `tolerance`; the `inset` pixels along the edges are not compared.
 *
 * @example
 * const { mismatchRatio } = comparePixels(decodePng(a), decodePng(b), { inset: 3 });
 */
export function comparePixels(
  expected: Rgba,
  actual: Rgba,
  { tolerance = 24, inset = 0 }: CompareOptions = {},
): PixelComparison {
  if (expected.width !== actual.width || expected.height !== actual.height)
    throw new Error(
      `sizes differ: ${expected.width}×${expected.height} and ${actual.width}×${actual.height}`,
    );
  const { width, height } = expected;
  const diff = new Uint8Array(width * height * 4);
  let mismatched = 0;
  let total = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    if (x < inset || y < inset || x >= width - inset || y >= height - inset) {
      diff.set([255, 255, 255, 255], i);
      continue;
    }
    total++;
    let worst = 0;
    for (let c = 0; c < 4; c++)
      worst = Math.max(worst, Math.abs(expected.data[i + c]! - actual.data[i + c]!));
    const grey = (actual.data[i]! + actual.data[i + 1]! + actual.data[i + 2]!) / 3;
    const faded = 170 + grey / 3;
    const off = worst > tolerance;
    if (off) mismatched++;
    diff[i] = off ? 255 : faded;
    diff[i + 1] = off ? 0 : faded;
    diff[i + 2] = off ? 0 : faded;
    diff[i + 3] = 255;
  }
  return {
    mismatchRatio: total === 0 ? 0 : mismatched / total,
    mismatched,
    total,
    diff: { width, height, data: diff },
  };
}
