import { PNG } from 'pngjs';

// A tiny RGB canvas for the generated placeholder images; pngjs encodes it.

export type RGB = readonly [number, number, number];

export class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: RGB,
  ) {
    this.px = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  set(x: number, y: number, c: RGB) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }

  rect(x: number, y: number, w: number, h: number, c: RGB) {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy += 1)
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx += 1) this.set(xx, yy, c);
  }

  frame(x: number, y: number, w: number, h: number, c: RGB, t = 2) {
    this.rect(x, y, w, t, c);
    this.rect(x, y + h - t, w, t, c);
    this.rect(x, y, t, h, c);
    this.rect(x + w - t, y, t, h, c);
  }

  circle(cx: number, cy: number, r: number, c: RGB) {
    for (let y = Math.floor(cy - r); y <= cy + r; y += 1)
      for (let x = Math.floor(cx - r); x <= cx + r; x += 1)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.set(x, y, c);
  }

  png(): Buffer {
    const image = new PNG({ width: this.width, height: this.height });
    image.data = Buffer.from(this.px.buffer, this.px.byteOffset, this.px.byteLength);
    return PNG.sync.write(image, {
      colorType: 2,
      inputColorType: 2,
      inputHasAlpha: false,
      deflateLevel: 9,
      filterType: 0,
      deflateStrategy: 0,
    });
  }
}

export const shade = (c: RGB, f: number): RGB => [
  Math.max(0, Math.min(255, Math.round(c[0] * f))),
  Math.max(0, Math.min(255, Math.round(c[1] * f))),
  Math.max(0, Math.min(255, Math.round(c[2] * f))),
];
