// Line helpers without React or libraries (screens' sources use them, outside the viewer's chunk): the level a
// line's text carries, the plain text of a line (what is searched locally and copied). Colours: ./ansi.ts.
import type { LogLevel, LogViewLine } from './types';

/** The message without colour codes. */
export function plainText(message: string): string {
  // eslint-disable-next-line no-control-regex -- ANSI escape sequences (ESC [ … letter) are what is removed
  return message.includes('\u001b') ? message.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '') : message;
}

const LEVEL_WORDS: [RegExp, LogLevel][] = [
  [/\b(ERROR|FATAL|CRITICAL|PANIC)\b|^E\d{4} /, 'error'],
  [/\bWARN(ING)?\b|^W\d{4} /, 'warn'],
  [/\bINFO\b|^I\d{4} /, 'info'],
  [/\b(DEBUG|TRACE)\b/, 'debug'],
];

/** The level a line's own text names (ERROR, WARN/WARNING, INFO, DEBUG; glog's E/W/I prefixes), else undefined. */
export function levelInText(message: string): LogLevel | undefined {
  const text = plainText(message);
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(text)) return level;
  return undefined;
}

/** A line's level: the one it was given, else the one its text names. */
export const levelOf = (line: LogViewLine): LogLevel | undefined => line.level ?? levelInText(line.message);

/** The line as one line of text (what "copy line" copies): time, level, source, message without colours. */
export function lineText(line: LogViewLine): string {
  const level = levelOf(line);
  return [
    line.time ?? '',
    level ? level.toUpperCase() : '',
    line.source ? `[${line.source}]` : '',
    plainText(line.message),
  ]
    .filter(Boolean)
    .join(' ');
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Whether a line passes "this level and above" (a line without a level passes only when no level is asked). */
export function passesLevel(line: LogViewLine, lowest: LogLevel | undefined): boolean {
  if (!lowest) return true;
  const level = levelOf(line);
  return level !== undefined && RANK[level] >= RANK[lowest];
}
