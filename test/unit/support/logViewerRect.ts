// jsdom lays nothing out: the log viewer's virtualiser would see a 0-pixel window and render no line. This gives
// the viewer's scroll area a size (800 × 400 px: 20 lines) and every other element a 20 px height, so the lines
// in view render.
const SIZES: ['clientHeight' | 'clientWidth' | 'offsetHeight' | 'scrollHeight', (el: HTMLElement) => number][] = [
  ['clientHeight', (el) => (el.dataset.testid === 'log-lines' ? 400 : 20)],
  ['clientWidth', () => 800],
  ['offsetHeight', (el) => (el.dataset.testid === 'log-lines' ? 400 : 20)],
  // the scroll area's content: the height the viewer gives its inner box
  [
    'scrollHeight',
    (el) =>
      el.dataset.testid === 'log-lines'
        ? parseFloat((el.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0
        : 20,
  ],
];

export function layOutLogViewer(): () => void {
  const originals = SIZES.map(
    ([name]) =>
      [
        name,
        Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ??
          Object.getOwnPropertyDescriptor(Element.prototype, name),
      ] as const,
  );
  for (const [name, size] of SIZES)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return size(this);
      },
    });
  // Scrolling: scrollTop is kept, scrollTo sets it and then fires scroll, as a browser does.
  const tops = new WeakMap<HTMLElement, number>();
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  const scrollTo = HTMLElement.prototype.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return tops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      tops.set(this, Math.max(0, value));
    },
  });
  HTMLElement.prototype.scrollTo = function scroll(this: HTMLElement, options?: ScrollToOptions | number) {
    const top = typeof options === 'object' ? options.top : undefined;
    if (top !== undefined) this.scrollTop = top;
    // a browser fires scroll after the scroll, not inside the call
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  } as typeof HTMLElement.prototype.scrollTo;
  const rect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function box(this: HTMLElement) {
    const height = this.dataset.testid === 'log-lines' ? 400 : 20;
    return { x: 0, y: 0, top: 0, left: 0, right: 800, bottom: height, width: 800, height, toJSON: () => ({}) };
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = rect;
    HTMLElement.prototype.scrollTo = scrollTo;
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollTop;
    if (scrollTop) Object.defineProperty(Element.prototype, 'scrollTop', scrollTop);
    for (const [name, descriptor] of originals)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  };
}
