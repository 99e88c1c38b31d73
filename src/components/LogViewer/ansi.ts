// ANSI colour codes to text runs (anser), rendered by the viewer as spans: never markup. Part of the viewer's chunk.
import Anser from 'anser';

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
  const known = parsed.get(message);
  if (known) return known;
  const runs = Anser.ansiToJson(message, { use_classes: true, remove_empty: true }).map((entry) => {
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
  // Lines come back into view as the reader scrolls to and fro: their runs are kept (the oldest go first).
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  parsed.set(message, runs);
  return runs;
}

const PARSED_MAX = 5000;
const parsed = new Map<string, TextRun[]>();
