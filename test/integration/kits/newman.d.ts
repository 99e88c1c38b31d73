// The part of newman's programmatic API the collection test uses (newman ships no types).
declare module 'newman' {
  interface Execution {
    item: { name: string };
    request: { headers: { get(name: string): string | undefined } };
    response: { code: number; headers: { get(name: string): string | undefined }; stream: Buffer };
  }
  export interface Summary {
    run: {
      executions: Execution[];
      failures: Array<{ error: { message: string }; source?: { name?: string } }>;
      stats: { assertions: { total: number; failed: number }; requests: { total: number; failed: number } };
    };
    environment: { values: { toObject(): Record<string, string> } };
  }
  interface RunOptions {
    collection: unknown;
    environment?: unknown;
    envVar?: Array<{ key: string; value: string }>;
    folder?: string | string[];
    reporters?: string | string[];
  }
  export function run(options: RunOptions, callback: (error: Error | null, summary: Summary) => void): void;
  const newman: { run: typeof run };
  export default newman;
}
