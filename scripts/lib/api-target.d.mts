export declare function parseTargetArgs(
  args: string[],
  env: Record<string, string | undefined>,
): { bare: boolean; rest: string[] };
export declare function startBareDemo(env: Record<string, string | undefined>): Promise<() => void>;
