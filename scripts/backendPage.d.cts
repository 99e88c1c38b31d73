export declare function renderBackendPage(doc: unknown, options?: { hasVerifyScript?: boolean }): string;
export declare function escape(value: unknown): string;
