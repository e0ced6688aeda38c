import type { PointGroup } from 'signature_pad';

/**
 * signature_pad stand-in for screens under jsdom, which draws nothing: `draw()` is a stroke ended
 * on the canvas. Register it with vi.mock('signature_pad', ...) in the test file.
 */
export class FakePad extends EventTarget {
  static instances: FakePad[] = [];
  data: PointGroup[] = [];
  constructor(public canvas: HTMLCanvasElement) {
    super();
    FakePad.instances.push(this);
  }
  static last() {
    const pad = FakePad.instances.at(-1);
    if (!pad) throw new Error('no signature pad on screen');
    return pad;
  }
  toData() {
    return this.data;
  }
  fromData(data: PointGroup[]) {
    this.data = [...data];
  }
  clear() {
    this.data = [];
  }
  isEmpty() {
    return this.data.length === 0;
  }
  toDataURL() {
    return PNG;
  }
  off() {}
  draw() {
    this.data.push({
      points: [
        { x: 10, y: 20, time: 1, pressure: 0.5 },
        { x: 30, y: 25, time: 2, pressure: 0.5 },
      ],
      dotSize: 0,
      minWidth: 0.5,
      maxWidth: 2.5,
      penColor: 'rgb(0, 0, 0)',
      velocityFilterWeight: 0.7,
      compositeOperation: 'source-over',
    });
    this.dispatchEvent(new Event('endStroke'));
  }
}

/** A 1×1 PNG as a data URL, as the pad's toDataURL() gives one. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
