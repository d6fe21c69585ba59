import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
export const BUILD: string;
export function serveBuild(): Promise<{ base: string; server: Server }>;
export function settleStory(page: Page): Promise<void>;
