import { describe, expect, it } from 'vitest';
import {
  durationSeconds,
  figures12,
  figures2004,
  timespanSeconds,
  trackingFigures,
} from '../../domain/rules/tracking';

describe('SCORM times', () => {
  it('reads 1.2 timespans', () => {
    expect(timespanSeconds('0000:01:30.50')).toBe(90.5);
    expect(timespanSeconds('01:00:00')).toBe(3600);
    expect(timespanSeconds('junk')).toBeNull();
    expect(timespanSeconds('')).toBeNull();
  });
  it('reads 2004 durations', () => {
    expect(durationSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(durationSeconds('P1DT1S')).toBe(86401);
    expect(durationSeconds('PT')).toBeNull();
    expect(durationSeconds('P')).toBeNull();
    expect(durationSeconds('1H')).toBeNull();
  });
});

describe('SCORM 1.2 figures', () => {
  it('maps status, score, location and time', () => {
    expect(
      figures12({
        core: {
          lesson_status: 'passed',
          score: { raw: '8', min: '0', max: '10' },
          lesson_location: 'page-3',
          total_time: '0000:10:00',
          session_time: '00:02:00',
        },
      }),
    ).toEqual({ status: 'passed', score: 80, location: 'page-3', totalSeconds: 600 });
  });
  it('takes score.raw as a percent without max, and defaults an empty cmi', () => {
    expect(figures12({ core: { score: { raw: '75' } } }).score).toBe(75);
    expect(figures12({})).toEqual({
      status: 'not attempted',
      score: null,
      location: null,
      totalSeconds: 0,
    });
    expect(figures12('nonsense')).toEqual(figures12({}));
    expect(figures12({ core: { lesson_status: 'weird' } }).status).toBe('not attempted');
  });
  it('clamps scores into 0..100', () => {
    expect(figures12({ core: { score: { raw: '150' } } }).score).toBe(100);
    expect(figures12({ core: { score: { raw: '-3' } } }).score).toBe(0);
  });
});

describe('SCORM 2004 figures', () => {
  it('success status wins over completion', () => {
    expect(figures2004({ completion_status: 'completed', success_status: 'failed' }).status).toBe(
      'failed',
    );
    expect(figures2004({ completion_status: 'completed', success_status: 'unknown' }).status).toBe(
      'completed',
    );
    expect(figures2004({ completion_status: 'incomplete' }).status).toBe('incomplete');
    expect(figures2004({ completion_status: 'unknown' }).status).toBe('not attempted');
  });
  it('maps scaled score, location and time', () => {
    expect(
      trackingFigures('2004', {
        success_status: 'passed',
        score: { scaled: '0.9' },
        location: 'q2',
        total_time: 'PT1M',
        session_time: 'PT30S',
      }),
    ).toEqual({ status: 'passed', score: 90, location: 'q2', totalSeconds: 60 });
    expect(figures2004({ score: { raw: '5', min: '0', max: '20' } }).score).toBe(25);
  });
});

describe('the viewer resumes a saved cmi', async () => {
  const { resumableCmi } = await import('../../src/pages/unit-viewer/runtime');
  it('drops the write-only session time and the entry it sets itself', () => {
    const saved = {
      core: { lesson_location: 'q2', session_time: '00:01:00', entry: '' },
      suspend_data: '{}',
    };
    expect(resumableCmi('1.2', saved)).toEqual({
      core: { lesson_location: 'q2' },
      suspend_data: '{}',
    });
    expect(saved.core.session_time).toBe('00:01:00');
    expect(resumableCmi('2004', { location: 'x', session_time: 'PT1S', entry: '' })).toEqual({
      location: 'x',
    });
  });
});
