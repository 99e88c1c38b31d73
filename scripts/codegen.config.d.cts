import type { ConfigFile } from '@rtk-query/codegen-openapi';

declare const config: ConfigFile & {
  /** The OpenAPI tags, one generated file each (src/api/generated/<tag>.gen.ts). */
  TAGS: string[];
  /** Whether an operation is generated as a query (reads) rather than a mutation. */
  isQueryName(operationName: string): boolean;
  /** Cache tag names for the resources a path names in the backend's words (consume_account → organisation, ...). */
  RESOURCE_NAMES: Record<string, string>;
  /** operationId → the resource it reads or changes, where its path sits under another one. */
  OPERATION_RESOURCES: Record<string, string>;
};
export = config;
