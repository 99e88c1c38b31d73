import type { ConfigFile } from '@rtk-query/codegen-openapi';

declare const config: ConfigFile & {
  /** The OpenAPI tags, one generated file each (src/api/generated/<tag>.gen.ts). */
  TAGS: string[];
  /** Whether an operation is generated as a query (reads) rather than a mutation. */
  isQueryName(operationName: string): boolean;
};
export = config;
