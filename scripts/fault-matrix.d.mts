export type FaultCell = {
  order: number;
  area: string;
  screen: string;
  call: string;
  fault: string;
  passed: boolean;
};
export const START: string;
export const END: string;
export const FAULT_COLUMNS: [fault: string, title: string][];
export function collectCells(report: unknown): FaultCell[];
export function renderMatrix(cells: FaultCell[]): string;
export function replaceSection(readme: string, table: string): string;
