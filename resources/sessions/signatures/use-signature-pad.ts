import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad, { type Options, type PointGroup } from 'signature_pad';
import type { SignByLink } from '../../../domain/entities/signature';

/** What the hook needs of signature_pad (a fake in the tests, where jsdom has no canvas). */
export interface Pad {
  toData(): PointGroup[];
  fromData(data: PointGroup[]): void;
  clear(): void;
  isEmpty(): boolean;
  toDataURL(type?: string): string;
  off(): void;
  addEventListener(type: 'endStroke', listener: () => void): void;
  removeEventListener(type: 'endStroke', listener: () => void): void;
}

export type PadFactory = (canvas: HTMLCanvasElement, options: Options) => Pad;

const makePad: PadFactory = (canvas, options) => new SignaturePad(canvas, options);

/** Black on white whatever the theme: the PNG kept as proof is a plain signature. */
export const PAD_OPTIONS: Options = {
  backgroundColor: 'rgb(255, 255, 255)',
  penColor: 'rgb(0, 0, 0)',
};

/**
 * Sizes the canvas to its box times the device's pixel ratio and draws the strokes again: a new
 * width or height wipes a canvas, so the strokes are read first and given back after (never a
 * clear() that would lose them). Nothing happens while the size is the same.
 */
export function fitCanvas(canvas: HTMLCanvasElement, pad: Pad, ratio = window.devicePixelRatio) {
  const scale = Math.max(ratio || 1, 1);
  const width = Math.round(canvas.offsetWidth * scale);
  const height = Math.round(canvas.offsetHeight * scale);
  if (width === 0 || height === 0) return;
  if (canvas.width === width && canvas.height === height) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(scale, scale);
  // fromData clears the (now blank) canvas to the background and draws the strokes again.
  pad.fromData(strokes);
}

/**
 * Our hook over signature_pad 5: the pad on the canvas of `canvasRef`, kept the size of its box
 * (ResizeObserver: a resized window, a rotated tablet) without losing a stroke. `isEmpty` follows
 * each stroke's end; `toData()` gives the vector points the API keeps beside the PNG.
 */
export function useSignaturePad({ createPad = makePad }: { createPad?: PadFactory } = {}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<Pad | null>(null);
  const [isEmpty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = createPad(canvas, PAD_OPTIONS);
    padRef.current = pad;
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    const refit = () => fitCanvas(canvas, pad);
    refit();
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(refit);
      observer.observe(canvas);
    }
    // Browsers without ResizeObserver still tell a new window size or orientation.
    window.addEventListener('resize', refit);
    window.addEventListener('orientationchange', refit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', refit);
      window.removeEventListener('orientationchange', refit);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [createPad]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setEmpty(true);
  }, []);
  /** The signature as a PNG data URL (black on white), as the API takes it. */
  const toDataURL = useCallback(() => padRef.current?.toDataURL('image/png') ?? '', []);
  /** The strokes (signature_pad's toData()), as the API's StrokesSchema reads them. */
  const toData = useCallback(
    (): SignByLink['points'] =>
      (padRef.current?.toData() ?? []).map((group) => ({ ...group, points: group.points })),
    [],
  );

  return { canvasRef, isEmpty, clear, toDataURL, toData };
}
