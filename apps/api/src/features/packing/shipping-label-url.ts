/** Where a box's shipping label PDF is fetched (the one place that writes the URL). */
export function shippingLabelUrl(shipRequestId: string, boxNumber: number): string {
  return `/api/staff/ship-requests/${shipRequestId}/boxes/${boxNumber}/label.pdf`;
}
