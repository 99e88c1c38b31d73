export declare const CHROMIUM_ARGS: string[];
export declare function locateChromium(): string | null;
export declare function ensureChromium(options?: { log?: (msg: string) => void }): string;
