import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { createRng } from '../rng';
import { blurGray, encodeGrayPng } from './gray-png';

/** Letter size at 200 dpi, as the county scans are. */
export const PAGE_WIDTH = 1700;
export const PAGE_HEIGHT = 2200;
const MARGIN_X = 150;
const MARGIN_Y = 140;

export type PageFont = 'mono' | 'serif';

// Fonts ship with npm packages (Cousine is metric-compatible with Courier/Liberation Mono, Tinos with
// Times/Liberation Serif): the same seed renders the same pixels on any machine, with no system fonts.
const FONT_FILES: Record<PageFont, string> = {
  mono: path.join('node_modules', '@fontsource', 'cousine', 'files', 'cousine-latin-400-normal.woff2'),
  serif: path.join('node_modules', '@fontsource', 'tinos', 'files', 'tinos-latin-400-normal.woff2'),
};

let registered: Record<PageFont, string> | undefined;

/** Registers the page fonts once per process. */
export function ensurePageFonts(): Record<PageFont, string> {
  if (registered) return registered;
  const out = {} as Record<PageFont, string>;
  for (const kind of ['mono', 'serif'] as const) {
    const file = path.join(process.cwd(), FONT_FILES[kind]);
    if (!fs.existsSync(file)) {
      throw new Error(`Font file ${FONT_FILES[kind]} is missing: run npm install.`);
    }
    const alias = `SamplePage${kind}`;
    GlobalFonts.registerFromPath(file, alias);
    out[kind] = alias;
  }
  registered = out;
  return out;
}

export type PageImageOptions = {
  /** The page text exactly as in the truth .txt (fixed-column layout). */
  text: string;
  /** Number of leading lines that are the recorder's stamp (page 1 only), drawn boxed at the top right. */
  stampLines: number;
  noisy: boolean;
  font: PageFont;
  seed: string;
};

/** Column width in pixels: 80 columns fit between the margins. */
const COL = (PAGE_WIDTH - 2 * MARGIN_X) / 80;

function drawLine(ctx: SKRSContext2D, line: string, x0: number, y: number, font: PageFont): void {
  if (font === 'mono') {
    ctx.fillText(line, x0, y);
    return;
  }
  // A proportional face keeps the typed layout: each run after 2+ spaces starts at its column.
  const re = /\S+(?: \S+)*/g;
  for (let m = re.exec(line); m; m = re.exec(line)) ctx.fillText(m[0], x0 + m.index * COL, y);
}

/** Renders one page to a grayscale PNG; the noisy variant is skewed, speckled, blurred or fax-like. */
export async function renderPageImage(opts: PageImageOptions): Promise<Buffer> {
  const fonts = ensurePageFonts();
  const rng = createRng(opts.seed);
  const canvas = createCanvas(PAGE_WIDTH, PAGE_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
  const size = opts.font === 'mono' ? 29 : 33;
  const lineH = 34;
  ctx.font = `${size}px ${fonts[opts.font]}`;
  ctx.fillStyle = opts.noisy ? '#222' : '#111';
  ctx.textBaseline = 'alphabetic';
  const lines = opts.text.split('\n');
  if (opts.noisy) {
    // Skew of a page fed crooked into the scanner: up to ±1.5 degrees, as the fixtures.
    const angle = ((rng.next() - 0.5) * 3 * Math.PI) / 180;
    ctx.translate(PAGE_WIDTH / 2, PAGE_HEIGHT / 2);
    ctx.rotate(angle);
    ctx.translate(-PAGE_WIDTH / 2, -PAGE_HEIGHT / 2);
  }
  let y = MARGIN_Y;
  if (opts.stampLines > 0) {
    const stamp = lines.slice(0, opts.stampLines);
    ctx.font = `26px ${fonts.serif}`;
    const w = Math.max(...stamp.map((l) => ctx.measureText(l).width)) + 40;
    const x = PAGE_WIDTH - MARGIN_X + 60 - w;
    const h = stamp.length * 30 + 24;
    ctx.strokeStyle = '#222';
    ctx.lineWidth = 3;
    ctx.strokeRect(x, 60, w, h);
    stamp.forEach((l, i) => {
      ctx.fillText(l, x + 20, 60 + 36 + i * 30);
    });
    ctx.font = `${size}px ${fonts[opts.font]}`;
    y = Math.max(MARGIN_Y, 60 + h + 50);
  }
  for (const line of lines.slice(opts.stampLines)) {
    y += lineH;
    if (line.trim()) drawLine(ctx, line, MARGIN_X, y, opts.font);
    if (/Notary Public/i.test(line) && !/before me/i.test(line)) drawSeal(ctx, y, fonts.serif);
  }

  if (opts.noisy) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    speckle(ctx, rng);
  }
  const rgba = ctx.getImageData(0, 0, PAGE_WIDTH, PAGE_HEIGHT).data;
  let gray: Uint8Array = new Uint8Array(PAGE_WIDTH * PAGE_HEIGHT);
  for (let i = 0, o = 0; o < gray.length; i += 4, o++) gray[o] = rgba[i]!;
  if (!opts.noisy) return encodeGrayPng(gray, PAGE_WIDTH, PAGE_HEIGHT, 4);
  gray = blurGray(gray, PAGE_WIDTH, PAGE_HEIGHT, rng.int(1, 2));
  if (rng.chance(0.35)) {
    // Fax-like: thresholded to one bit.
    for (let o = 0; o < gray.length; o++) gray[o] = gray[o]! < 160 ? 0 : 255;
    return encodeGrayPng(gray, PAGE_WIDTH, PAGE_HEIGHT, 1);
  }
  // Low contrast of a faded copy: black lifts to dark gray, white dims slightly.
  for (let o = 0; o < gray.length; o++) gray[o] = 40 + ((gray[o]! * 200) >> 8);
  return encodeGrayPng(gray, PAGE_WIDTH, PAGE_HEIGHT, 4);
}

/** A notary seal: a double-ruled box beside the notary's signature. */
function drawSeal(ctx: SKRSContext2D, y: number, serif: string): void {
  const x = MARGIN_X + 40;
  const top = y - 150;
  ctx.save();
  ctx.strokeStyle = '#444';
  ctx.lineWidth = 3;
  ctx.strokeRect(x, top, 330, 150);
  ctx.lineWidth = 1.5;
  ctx.strokeRect(x + 10, top + 10, 310, 130);
  ctx.font = `22px ${serif}`;
  ctx.fillStyle = '#444';
  ctx.fillText('NOTARY PUBLIC', x + 85, top + 65);
  ctx.fillText('OFFICIAL SEAL', x + 90, top + 100);
  ctx.restore();
}

/** Dust and toner specks of a photocopied, rescanned page. */
function speckle(ctx: SKRSContext2D, rng: ReturnType<typeof createRng>): void {
  ctx.save();
  ctx.fillStyle = '#000';
  for (let i = 0, n = rng.int(150, 500); i < n; i++) {
    const r = rng.next() < 0.97 ? 1 + rng.next() * 1.5 : 4 + rng.next() * 10;
    ctx.beginPath();
    ctx.arc(rng.next() * PAGE_WIDTH, rng.next() * PAGE_HEIGHT, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
