export type Violation = { operationId: string; method: string; path: string; line: string };
export function scanPrismLog(logText: string, specText: string): Violation[];
