// Line helpers without React: ANSI colour codes to text runs (anser), the level a line's text carries, the plain
// text of a line (what is copied).
import Anser from 'anser';
import type { LogLevel, LogViewLine } from './types';

export interface TextRun {
  text: string;
  /** a colour of the viewer's palette (readable on its dark background), or undefined */
  colour?: string;
  bold?: boolean;
  dim?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** ANSI's 16 colours as the viewer shows them: each AA-readable on the log's dark background (#1e1e1e). */
export const ANSI_PALETTE: Record<string, string> = {
  'ansi-black': '#b0b0b0',
  'ansi-red': '#ff8a80',
  'ansi-green': '#69f0ae',
  'ansi-yellow': '#ffd740',
  'ansi-blue': '#82b1ff',
  'ansi-magenta': '#ea80fc',
  'ansi-cyan': '#84ffff',
  'ansi-white': '#f5f5f5',
  'ansi-bright-black': '#bdbdbd',
  'ansi-bright-red': '#ff9e80',
  'ansi-bright-green': '#b9f6ca',
  'ansi-bright-yellow': '#ffe57f',
  'ansi-bright-blue': '#a6c8ff',
  'ansi-bright-magenta': '#f3b0ff',
  'ansi-bright-cyan': '#b2ffff',
  'ansi-bright-white': '#ffffff',
};

/** The text runs of a message: colours by name from the palette; other colours (256, true colour) are left out. */
export function ansiRuns(message: string): TextRun[] {
  if (!message.includes('\u001b')) return [{ text: message }];
  return Anser.ansiToJson(message, { use_classes: true, remove_empty: true }).map((entry) => {
    const decorations = entry.decorations ?? [];
    return {
      text: entry.content,
      colour: entry.fg ? ANSI_PALETTE[entry.fg] : undefined,
      bold: decorations.includes('bold') || undefined,
      dim: decorations.includes('dim') || undefined,
      italic: decorations.includes('italic') || undefined,
      underline: decorations.includes('underline') || undefined,
    };
  });
}

/** The message without colour codes. */
export function plainText(message: string): string {
  return message.includes('\u001b') ? Anser.ansiToText(message) : message;
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
