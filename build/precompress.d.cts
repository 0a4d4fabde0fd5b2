/** Types of precompress.cjs for the server tests that use it. */
export declare function precompress(dir: string): Promise<{ files: number; raw: number; br: number; gz: number }>;
