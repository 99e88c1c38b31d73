export declare const BROTLI_STATIC: string;
export declare const VARIABLES: string[];
export declare function locateNginx(): string | null;
export declare function ensureNginx(options?: { log?: (msg: string) => void }): string;
export declare function renderConfig(values: Record<string, string>, template?: string): string;
export declare function preparePrefix(options: {
  port: number;
  dist: string;
  upstream: string;
  mockHooks?: boolean;
  brotli?: boolean;
}): string;
export declare function nginxArgs(prefix: string, extra?: string[]): string[];
