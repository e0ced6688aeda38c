import { describe, expect, it } from 'vitest';
import { sniffMediaType } from '../../domain/entities/question-media';
import { signMedia, verifyMedia } from '../../server/lib/signed-urls';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const ID = '0b7e4c1a-3f52-4d8e-9a61-2c5d8e9f0a13';

describe('sniffMediaType: the bytes decide', () => {
  it.each([
    ['89504e470d0a1a0a0000', 'image/png'],
    ['ffd8ffe000104a464946', 'image/jpeg'],
    [Buffer.from('GIF87a..').toString('hex'), 'image/gif'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 ').toString('hex'), 'image/webp'],
    [Buffer.from('RIFF\0\0\0\0WAVEfmt ').toString('hex'), 'audio/wav'],
    [Buffer.from('OggS\0\x02').toString('hex'), 'audio/ogg'],
    [Buffer.from('\0\0\0\x1cftypM4A ').toString('hex'), 'audio/mp4'],
    [Buffer.from('ID3\x04\0').toString('hex'), 'audio/mpeg'],
    ['fffb9064', 'audio/mpeg'],
  ])('%s is %s', (hex, type) => {
    expect(sniffMediaType(Buffer.from(hex, 'hex'))).toBe(type);
  });
  it.each([['<svg xmlns="http://www.w3.org/2000/svg"/>'], ['<html><body>'], ['%PDF-1.7'], ['']])(
    'refuses %j',
    (text) => {
      expect(sniffMediaType(Buffer.from(text))).toBeUndefined();
    },
  );
  it('takes no MPEG sync with the reserved layer', () => {
    expect(sniffMediaType(Buffer.from('fff9', 'hex'))).toBeUndefined();
  });
});

describe('signed media links', () => {
  it('grants what was signed, until it expires', () => {
    const now = Date.UTC(2026, 10, 28, 10);
    const token = signMedia(SECRET, { a: ID, i: 3, s: 1 }, 60, now);
    expect(verifyMedia(SECRET, token, now + 59_000)).toEqual({ a: ID, i: 3, s: 1 });
    expect(verifyMedia(SECRET, token, now + 60_000)).toBe('expired');
    expect(verifyMedia(SECRET, signMedia(SECRET, { q: ID }, 60, now), now)).toEqual({ q: ID });
  });
  it('refuses another secret, an altered payload, and malformed tokens', () => {
    const token = signMedia(SECRET, { a: ID, i: 0 });
    const [payload, mac] = token.split('.');
    expect(verifyMedia(`${SECRET}x`, token)).toBe('invalid');
    const other = Buffer.from(JSON.stringify({ a: ID, i: 1, x: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifyMedia(SECRET, `${other}.${mac}`)).toBe('invalid');
    expect(verifyMedia(SECRET, `${payload}.${mac}.x`)).toBe('invalid');
    expect(verifyMedia(SECRET, payload)).toBe('invalid');
    expect(verifyMedia(SECRET, '')).toBe('invalid');
    // Signed, but granting nothing known.
    expect(verifyMedia(SECRET, signMedia(SECRET, { q: 'not-a-uuid' }))).toBe('invalid');
  });
});
