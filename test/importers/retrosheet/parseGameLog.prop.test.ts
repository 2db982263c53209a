import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGameLog } from '../../../src/importers/retrosheet/parseGameLog.js';
import { gameLogText } from '../../repoData.js';
import { registryLookups } from '../retrosheetLookups.js';

const { teamIdOf, siteIdOf } = registryLookups;
const options = { fileName: 'GL2021.TXT', teamIdOf, siteIdOf };
const all = gameLogText(2021).split('\n').filter((l) => l !== '');
// A slice of the season with doubleheaders, seven-inning games and a completion (2021-05-26 .. 2021-05-28).
const sample = all.filter((l) => l.startsWith('"2021052'));

describe('parseGameLog (properties, GL2021.TXT lines of 2021-05-20 .. 2021-05-29)', () => {
  it('has a sample worth testing', () => {
    expect(sample.length).toBeGreaterThan(100);
  });

  it('gives the same games whatever the order of the lines', () => {
    const reference = parseGameLog(`${sample.join('\n')}\n`, options);
    if (!reference.ok) throw new Error(reference.issues[0]?.message);
    const byId = new Map(reference.value.games?.map((g) => [g.event_id, g]));
    fc.assert(
      fc.property(fc.shuffledSubarray(sample, { minLength: sample.length, maxLength: sample.length }), (lines) => {
        const r = parseGameLog(`${lines.join('\n')}\n`, options);
        expect(r.ok).toBe(true);
        if (r.ok) expect(new Map(r.value.games?.map((g) => [g.event_id, g]))).toEqual(byId);
      }),
      { numRuns: 20 },
    );
  });

  it('a file cut anywhere is either whole lines (ok, the games of those lines) or truncated_file on its last line', () => {
    const lines = sample.slice(0, 3);
    const text = `${lines.join('\n')}\n`;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: text.length - 1 }), (cut) => {
        const prefix = text.slice(0, cut);
        const complete = prefix.split('\n');
        const wholeLines = prefix.endsWith('\n') || lines.includes(complete[complete.length - 1] ?? '');
        const r = parseGameLog(prefix, options);
        if (wholeLines) {
          expect(r.ok && r.value.games?.length).toBe(complete.filter((l) => l !== '').length);
        } else {
          expect(r.ok).toBe(false);
          if (!r.ok) {
            expect(r.issues).toHaveLength(1);
            expect(r.issues[0]?.code).toBe('truncated_file');
            expect(r.issues[0]?.path.slice(0, 2)).toEqual(['GL2021.TXT', `line ${complete.length}`]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('LF and CRLF give the same result', () => {
    fc.assert(
      fc.property(fc.subarray(sample, { minLength: 1 }), (lines) => {
        const lf = parseGameLog(`${lines.join('\n')}\n`, options);
        const crlf = parseGameLog(`${lines.join('\r\n')}\r\n`, options);
        expect(crlf).toEqual(lf);
      }),
      { numRuns: 30 },
    );
  });
});
