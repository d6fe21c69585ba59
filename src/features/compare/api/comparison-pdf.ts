import { api, toResult, type components, type Result } from '@/api';

type PdfFile = components['schemas']['PdfFile'];
export type ComparisonPdfRequest = components['schemas']['StyleComparisonPdfRequest'];

/** The comparison as a PDF, made by the API like a quote PDF (getStyleComparisonPdf). */
export async function fetchComparisonPdf(body: ComparisonPdfRequest): Promise<Result<PdfFile>> {
  return toResult(await api.POST('/carts/style-comparison/pdf', { body }), 'pdf');
}
