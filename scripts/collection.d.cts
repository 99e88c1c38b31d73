export declare const SIGN_IN_NAME: string;
export interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: {
    method: string;
    header: Array<{ key: string; value: string }>;
    url: { raw: string };
    body?: { raw: string };
  };
}
export interface PostmanEnvironment {
  name: string;
  file: string;
  content: { name: string; values: Array<{ key: string; value: string; type: string; enabled: boolean }> };
}
export declare function buildCollection(
  doc: unknown,
  options: { accounts: Array<{ username: string; email: string; password: string }>; baseUrl?: string },
): { collection: { info: { name: string }; item: PostmanItem[] }; environments: PostmanEnvironment[] };
export declare function exampleOf(schema: unknown, resolve: (s: unknown) => unknown): unknown;
export declare function load(): {
  doc: unknown;
  accounts: Array<{ username: string; email: string; password: string }>;
};
export declare function write(outDir?: string): { file: string; count: number; environments: string[] };
