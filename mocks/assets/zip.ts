import { zipSync, type Zippable } from 'fflate';

// The demo catalog download: files stored as they are (level 0) with a fixed date, so the
// archive is byte-identical between runs.
const FIXED_DATE = new Date(2026, 0, 1);

export function zip(files: { name: string; data: Buffer }[]): Buffer {
  const entries: Zippable = {};
  for (const f of files) entries[f.name] = [f.data, { level: 0, mtime: FIXED_DATE }];
  return Buffer.from(zipSync(entries));
}
