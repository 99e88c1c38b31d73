export declare function rowsInView(lines: Element): boolean;
