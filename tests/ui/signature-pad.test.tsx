import { act, cleanup, render } from '@testing-library/react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fitCanvas,
  type Pad,
  useSignaturePad,
} from '../../resources/sessions/signatures/use-signature-pad';

/** A 2D context that draws nothing (jsdom has none): every method a no-op, every property kept. */
const fakeContext = () => {
  const calls: string[] = [];
  const target: Record<string | symbol, unknown> = {};
  const context = new Proxy(target, {
    get: (object, name) =>
      name in object
        ? object[name]
        : (...args: unknown[]) => {
            calls.push(`${String(name)}(${args.join(',')})`);
          },
    set: (object, name, value) => {
      object[name] = value;
      return true;
    },
  });
  return { context, calls };
};

const STROKES: PointGroup[] = [
  {
    points: [
      { x: 10, y: 20, time: 1, pressure: 0.5 },
      { x: 60, y: 40, time: 20, pressure: 0.5 },
      { x: 120, y: 35, time: 40, pressure: 0.5 },
    ],
    dotSize: 0,
    minWidth: 0.5,
    maxWidth: 2.5,
    penColor: 'rgb(0, 0, 0)',
    velocityFilterWeight: 0.7,
    compositeOperation: 'source-over',
  },
];

/** The canvas box's size, as layout would give it (jsdom lays nothing out). */
const sizeBox = (canvas: HTMLCanvasElement, width: number, height: number) => {
  Object.defineProperty(canvas, 'offsetWidth', { configurable: true, value: width });
  Object.defineProperty(canvas, 'offsetHeight', { configurable: true, value: height });
};

let observed: (() => void) | undefined;
let drawing: ReturnType<typeof fakeContext>;
beforeEach(() => {
  drawing = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => drawing.context as unknown as CanvasRenderingContext2D,
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = undefined;
      }
    },
  );
  vi.stubGlobal('devicePixelRatio', 2);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let hook: ReturnType<typeof useSignaturePad>;
let made: SignaturePad | undefined;
/** The real signature_pad, kept at hand to draw in it as a pointer would. */
const createPad = (canvas: HTMLCanvasElement, options: object) => {
  made = new SignaturePad(canvas, options);
  return made;
};
const Harness = () => {
  hook = useSignaturePad({ createPad });
  return <canvas ref={hook.canvasRef} />;
};

describe('useSignaturePad over signature_pad 5', () => {
  it('keeps the strokes when the box is resized or rotated, at the pixel ratio', () => {
    const { container } = render(<Harness />);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(hook.isEmpty).toBe(true);
    expect(hook.toData()).toEqual([]);

    // A signature drawn on a 600×200 box; the canvas holds twice as many pixels.
    sizeBox(canvas, 600, 200);
    act(() => observed?.());
    expect([canvas.width, canvas.height]).toEqual([1200, 400]);
    expect(drawing.calls).toContain('scale(2,2)');
    // What a stroke leaves in the pad, then its end.
    const pad = made as SignaturePad;
    pad.fromData(STROKES);
    act(() => pad.dispatchEvent(new CustomEvent('endStroke')));
    expect(hook.isEmpty).toBe(false);

    // The tablet turned: a narrower, taller box. Same strokes, nothing wiped.
    drawing.calls.length = 0;
    sizeBox(canvas, 400, 300);
    act(() => observed?.());
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    expect(hook.toData()).toEqual(STROKES);
    expect(pad.isEmpty()).toBe(false);
    // Drawn again on the new canvas: its curve was traced anew.
    expect(drawing.calls.some((call) => call.startsWith('fillRect'))).toBe(true);
    expect(drawing.calls.some((call) => call.startsWith('arc') || call.startsWith('moveTo'))).toBe(
      true,
    );

    // The same size again draws nothing.
    drawing.calls.length = 0;
    act(() => observed?.());
    expect(drawing.calls).toEqual([]);

    act(() => hook.clear());
    expect(hook.isEmpty).toBe(true);
    expect(hook.toData()).toEqual([]);
  });
});

describe('fitCanvas', () => {
  it('reads the strokes before the resize wipes the canvas, and gives them back after', () => {
    const canvas = document.createElement('canvas');
    sizeBox(canvas, 300, 100);
    const order: string[] = [];
    const pad = {
      toData: () => {
        order.push(`toData at ${canvas.width}`);
        return STROKES;
      },
      fromData: (data: PointGroup[]) => {
        order.push(`fromData at ${canvas.width}`);
        expect(data).toBe(STROKES);
      },
      clear: () => order.push('clear'),
    } as unknown as Pad;
    fitCanvas(canvas, pad, 3);
    expect(order).toEqual(['toData at 300', 'fromData at 900']);
    expect(canvas.height).toBe(300);
    // An unlaid box (a closed dialog) is left alone.
    sizeBox(canvas, 0, 0);
    fitCanvas(canvas, pad, 3);
    expect(order).toHaveLength(2);
  });
});
