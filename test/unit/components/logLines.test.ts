// The log viewer's line helpers: ANSI colour codes become text runs with the viewer's readable palette (never
// markup), the level a line's text names, the plain text a copied line holds.
import { ANSI_PALETTE, RUN_STYLES, ansiRuns } from '@/components/LogViewer/ansi';
import { levelInText, levelOf, lineText, passesLevel, plainText } from '@/components/LogViewer/lines';

const ESC = '\u001b';

describe('log lines', () => {
  it('turns ANSI colours into runs of text with the palette', () => {
    const runs = ansiRuns(`step 3: loss ${ESC}[36m0.4123${ESC}[0m done`);
    expect(runs.map((r) => r.text)).toEqual(['step 3: loss ', '0.4123', ' done']);
    expect(runs[1].colour).toBe(ANSI_PALETTE['ansi-cyan']);
    expect(runs[0].colour).toBeUndefined();
    const bold = ansiRuns(`${ESC}[1;31mCUDA error${ESC}[0m`);
    expect(bold).toEqual([
      expect.objectContaining({ text: 'CUDA error', colour: ANSI_PALETTE['ansi-red'], bold: true }),
    ]);
    // each run's colour and decorations are classes of the viewer's style sheet, one rule per class
    expect(runs.map((r) => r.className)).toEqual([undefined, 'lv-ansi-cyan', undefined]);
    expect(bold[0].className).toBe('lv-ansi-red lv-b');
    expect(ansiRuns(`${ESC}[2;3;4mquiet${ESC}[0m`)[0].className).toBe('lv-dim lv-i lv-u');
    for (const name of Object.keys(ANSI_PALETTE))
      expect(RUN_STYLES[`& .lv-${name}`]).toEqual({ color: ANSI_PALETTE[name] });
  });

  it('keeps markup as text and leaves out colours it cannot show readably', () => {
    expect(ansiRuns('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>' }]);
    const palette = ansiRuns(`${ESC}[38;5;196m<b>hot</b>${ESC}[0m`);
    expect(palette.map((r) => r.text).join('')).toBe('<b>hot</b>');
    expect(palette.every((r) => r.colour === undefined)).toBe(true);
  });

  it('reads the level a line names, and the given level first', () => {
    expect(levelInText('2026-01-01 ERROR boom')).toBe('error');
    expect(levelInText(`${ESC}[33mWARNING${ESC}[0m slow`)).toBe('warn');
    expect(levelInText('[INFO] ready')).toBe('info');
    expect(levelInText('DEBUG cache')).toBe('debug');
    expect(levelInText('E1126 02:45:00 glog failure')).toBe('error');
    expect(levelInText('errors are counted')).toBeUndefined();
    expect(levelOf({ n: 1, level: 'warn', message: 'ERROR in text' })).toBe('warn');
    expect(passesLevel({ n: 1, message: 'ERROR x' }, 'warn')).toBe(true);
    expect(passesLevel({ n: 1, message: 'INFO x' }, 'warn')).toBe(false);
    expect(passesLevel({ n: 1, message: 'no level' }, undefined)).toBe(true);
    expect(passesLevel({ n: 1, message: 'no level' }, 'debug')).toBe(false);
  });

  it('copies a line as plain text', () => {
    expect(plainText(`a ${ESC}[32m200${ESC}[0m b`)).toBe('a 200 b');
    expect(
      lineText({
        n: 7,
        time: '2026-11-26T02:00:00.000Z',
        level: 'error',
        source: 'main',
        message: `${ESC}[31mboom${ESC}[0m`,
      }),
    ).toBe('2026-11-26T02:00:00.000Z ERROR [main] boom');
  });
});
