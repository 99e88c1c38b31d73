// ANSI colour codes to text runs (anser), rendered by the viewer as spans: never markup. Part of the viewer's chunk.
import Anser from 'anser';

export interface TextRun {
  text: string;
  /** a colour of the viewer's palette (readable on its dark background), or undefined */
  colour?: string;
  /** the run's classes in the viewer's style sheet (colour and decorations; a run carries no inline style), or undefined */
  className?: string;
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

/** A run's decorations: the class each gives the run, and that class's rule in the viewer's style sheet. */
const DECORATIONS = {
  bold: { className: 'lv-b', style: { fontWeight: 700 } },
  dim: { className: 'lv-dim', style: { opacity: 0.85 } },
  italic: { className: 'lv-i', style: { fontStyle: 'italic' } },
  underline: { className: 'lv-u', style: { textDecoration: 'underline' } },
} as const;
type Decoration = keyof typeof DECORATIONS;

/** A palette colour's class (`ansi-red` → `lv-ansi-red`). */
const colourClass = (name: string): string => `lv-${name}`;

/** The palette and the decorations as rules of the viewer's style sheet (`sx`), one per class a run can carry. */
export const RUN_STYLES: Record<string, Record<string, string | number>> = {
  ...Object.fromEntries(
    Object.entries(ANSI_PALETTE).map(([name, colour]) => [`& .${colourClass(name)}`, { color: colour }]),
  ),
  ...Object.fromEntries(Object.values(DECORATIONS).map((d) => [`& .${d.className}`, d.style])),
};

/** The text runs of a message: colours by name from the palette; other colours (256, true colour) are left out. */
export function ansiRuns(message: string): TextRun[] {
  if (!message.includes('\u001b')) return [{ text: message }];
  const known = parsed.get(message);
  if (known) return known;
  const runs = Anser.ansiToJson(message, { use_classes: true, remove_empty: true }).map((entry): TextRun => {
    const decorations = entry.decorations ?? [];
    const colour = entry.fg ? ANSI_PALETTE[entry.fg] : undefined;
    const run: TextRun = {
      text: entry.content,
      colour,
      bold: decorations.includes('bold') || undefined,
      dim: decorations.includes('dim') || undefined,
      italic: decorations.includes('italic') || undefined,
      underline: decorations.includes('underline') || undefined,
    };
    const classes: string[] = (Object.keys(DECORATIONS) as Decoration[])
      .filter((d) => run[d])
      .map((d) => DECORATIONS[d].className);
    if (colour) classes.unshift(colourClass(entry.fg));
    if (classes.length) run.className = classes.join(' ');
    return run;
  });
  // Lines come back into view as the reader scrolls to and fro: their runs are kept (the oldest go first).
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  parsed.set(message, runs);
  return runs;
}

const PARSED_MAX = 5000;
const parsed = new Map<string, TextRun[]>();
