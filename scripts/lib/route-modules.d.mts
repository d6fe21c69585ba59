export declare function routeSources(): { route: string; src: string }[];
