export {
  useQuotes,
  fetchQuotes,
  quotesKey,
  addSavedQuote,
  quoteName,
  type Quote,
} from './api/quotes';
export {
  useQuote,
  fetchQuote,
  renameQuote,
  deleteQuoteItem,
  deleteQuote,
  fetchQuotePdf,
  applyQuoteAnswer,
  quoteKey,
} from './api/quote';
export { updateQuoteItem, switchToCart } from './api/transitions';
