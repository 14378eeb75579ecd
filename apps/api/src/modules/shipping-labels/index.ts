// The shipping label (decision 043): one A6 page per box, AWB as Code 128. Packing prints a box's
// label, an EDI booking every box of its shipments in one PDF (decision 054): both through here.
export {
  renderShippingLabel,
  renderShippingLabels,
  type ShippingLabel,
} from './render-shipping-label';
