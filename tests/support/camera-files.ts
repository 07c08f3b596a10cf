/**
 * Camera files for the tests and the audit (no photograph is committed): JPEGs as a camera writes
 * them, 24 megapixels (6000×4000) by default, with an EXIF block naming the camera, an orientation
 * tag and GPS coordinates. The picture is a scene whose top is sky and bottom is sea, with fine
 * grain like a sensor's, so a sideways or upside-down result and a compressor's easy case both show.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Math's functions bound once: under jest, module code runs in a vm context where every lookup of a
 * global (`Math`) in the pixel loops below costs about a microsecond, which made one 24-MP file take
 * some 35 s of CPU instead of 1.5 s. Same functions, same pixels.
 */
const { ceil, floor, max, min, round, sin } = Math;

export interface CameraFileOptions {
  /** Upright size of the photograph (default 6000×4000, 24 MP). */
  width?: number;
  height?: number;
  /**
   * EXIF orientation: 1 stores the pixels upright; 6 stores them turned a quarter anticlockwise, as
   * a phone held upright does, and tells viewers to turn them clockwise.
   */
  orientation?: 1 | 6;
  /** Varies the scene between files. */
  seed?: number;
}

/** Where the camera was: a point off Lipari, in the EXIF GPS block of every generated file. */
export const cameraGps = { latitude: 38.4667, longitude: 14.95 };

export async function writeCameraFile(file: string, options: CameraFileOptions = {}): Promise<string> {
  const { width = 6000, height = 4000, orientation = 1, seed = 1 } = options;
  await mkdir(path.dirname(file), { recursive: true });
  // The scene at a quarter of the size, enlarged, then a tile of sensor grain over every pixel.
  const small = { width: ceil(width / 4), height: ceil(height / 4) };
  const base = await sharp(scene(small.width, small.height, seed), { raw: { ...small, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  addGrain(base, width, height, seed);
  let image = sharp(base, { raw: { width, height, channels: 3 } });
  // Orientation 6 means "turn 90° clockwise to view": store the upright picture turned 90° anticlockwise.
  if (orientation === 6)
    image = sharp(await image.rotate(-90).raw().toBuffer(), { raw: { width: height, height: width, channels: 3 } });
  const dms = (value: number) => {
    const degrees = floor(value);
    const minutes = floor((value - degrees) * 60);
    const seconds = round(((value - degrees) * 60 - minutes) * 60 * 100);
    return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
  };
  await image
    // sharp writes the orientation tag from its own setting, not from the IFD0 given below.
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Generated 24MP', Artist: 'Test owner' },
      IFD2: { DateTimeOriginal: '2026:07:14 18:30:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: dms(cameraGps.latitude),
        GPSLongitudeRef: 'E',
        GPSLongitude: dms(cameraGps.longitude),
      },
    })
    .jpeg({ quality: 92 })
    .toFile(file);
  return file;
}

/** Writes `count` landscape camera files (seeded 1..count) into `dir`, in parallel pairs. */
export async function writeCameraFiles(dir: string, count: number, options: CameraFileOptions = {}): Promise<string[]> {
  const files = Array.from({ length: count }, (_, i) => path.join(dir, `IMG_${String(1001 + i)}.JPG`));
  for (let i = 0; i < files.length; i += 2) {
    await Promise.all(files.slice(i, i + 2).map((file, j) => writeCameraFile(file, { ...options, seed: i + j + 1 })));
  }
  return files;
}

/** Sensor grain: a 509 px square of random noise (a prime size, so its tiling does not line up), added to every pixel. */
function addGrain(pixels: Buffer, width: number, height: number, seed: number): void {
  const tile = new Int8Array(509 * 509);
  let state = (seed * 40503 + 7) >>> 0;
  for (let i = 0; i < tile.length; i += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    tile[i] = ((state >>> 24) % 25) - 12;
  }
  for (let y = 0; y < height; y += 1) {
    const row = (y % 509) * 509;
    for (let x = 0; x < width; x += 1) {
      const noise = tile[row + (x % 509)]!;
      const i = (y * width + x) * 3;
      pixels[i] = max(0, min(255, pixels[i]! + noise));
      pixels[i + 1] = max(0, min(255, pixels[i + 1]! + noise));
      pixels[i + 2] = max(0, min(255, pixels[i + 2]! + noise));
    }
  }
}

/** Raw RGB: sky above a horizon, a sea with swell, a white sail, some grain. */
function scene(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1000) / 1000;
  };
  // Random grids at 1/4 and 1/16 of the size: texture at several scales, as a photograph has, so a
  // 480 px derivative has as much to encode as a 2400 px one (fine grain alone averages away).
  const grid = (step: number) => {
    const columns = ceil(width / step) + 1;
    const cells = Float32Array.from({ length: columns * (ceil(height / step) + 1) }, () => random() - 0.5);
    return (x: number, y: number) => cells[floor(y / step) * columns + floor(x / step)]!;
  };
  const medium = grid(4);
  const coarse = grid(16);
  const horizon = height * (0.42 + (seed % 5) * 0.02);
  const sailX = width * (0.3 + (seed % 7) * 0.06);
  const sailWidth = width * 0.08;
  const sailTop = horizon - height * 0.3;
  for (let y = 0; y < height; y += 1) {
    const sky = y < horizon;
    const t = sky ? y / horizon : (y - horizon) / (height - horizon);
    for (let x = 0; x < width; x += 1) {
      let r: number;
      let g: number;
      let b: number;
      if (sky) {
        r = 120 + 90 * t;
        g = 160 + 60 * t;
        b = 230 - 10 * t;
      } else {
        const swell = sin(x / (9 + (seed % 9)) + y / 3) * sin(y / 1.7 + x / 48) * 18;
        r = 20 + 25 * t + swell;
        g = 60 + 40 * t + swell;
        b = 95 + 30 * t + swell;
      }
      if (y > sailTop && y < horizon && x > sailX && x < sailX + sailWidth * ((y - sailTop) / (horizon - sailTop))) {
        r = 240;
        g = 236;
        b = 226;
      }
      // Texture at the scale of the enlarged base (4 px), so every derivative width still has detail to encode.
      const grain = sky
        ? (random() - 0.5) * 8 + medium(x, y) * 8 + coarse(x, y) * 14
        : (random() - 0.5) * 30 + medium(x, y) * 34 + coarse(x, y) * 30;
      const i = (y * width + x) * 3;
      pixels[i] = max(0, min(255, r + grain));
      pixels[i + 1] = max(0, min(255, g + grain));
      pixels[i + 2] = max(0, min(255, b + grain));
    }
  }
  return pixels;
}
