/** The Download CSV Template file: the header names the columns, in the order a file may use. */
export const CSV_TEMPLATE =
  'sku,quantity,assembled,hinge\nTPW-B12,2,yes,LEFT\nHW-PULL-128,10,no,\n';
